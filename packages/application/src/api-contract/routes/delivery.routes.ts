import { cartAnswerSchema, cartParamsSchema, siteLocaleQuerySchema } from '../cart.contract.js';
import {
  addressValidationAnswerSchema,
  billingAddressBodySchema,
  setShippingMethodBodySchema,
  shipmentMethodsAnswerSchema,
  shippingAddressBodySchema,
  shippingMethodParamsSchema,
} from '../delivery.contract.js';
import { route } from './route-definition.js';

const SHIPPING_ERRORS = ['BSK404', 'AUT498', 'BSK409', 'SHP410', 'CHK380', 'SHP500', 'PAY401', 'AUT403', 'ATTR300'];

/** The delivery routes. */
export const deliveryRoutes = {
  setShippingAddress: route('setShippingAddress', {
    summary:
      'Set the shipping address (PO boxes, countries, phone and fields checked; recaptcha when enabled); from an express wallet (context APPLE_PAY_EXPRESS or PAYPAL_EXPRESS) the wallet contact checks against the store country instead',
    tags: ['Delivery'],
    auth: 'required',
    query: siteLocaleQuerySchema,
    params: cartParamsSchema,
    body: shippingAddressBodySchema,
    answer: cartAnswerSchema,
    errors: [...SHIPPING_ERRORS, 'SHP404', 'WALLET_CONTACT_INVALID', 'WALLET_CITY_TOO_LONG', 'WALLET_COUNTRY_MISMATCH'],
  }),
  removeShippingAddress: route('removeShippingAddress', {
    summary: 'Remove the shipping address',
    tags: ['Delivery'],
    auth: 'required',
    query: siteLocaleQuerySchema,
    params: cartParamsSchema,
    answer: cartAnswerSchema,
    errors: ['BSK409', 'BSK404', 'AUT498'],
  }),
  validateShippingAddress: route('validateShippingAddress', {
    summary: 'Check a shipping address without saving it',
    tags: ['Delivery'],
    auth: 'required',
    query: siteLocaleQuerySchema,
    params: cartParamsSchema,
    body: billingAddressBodySchema,
    answer: addressValidationAnswerSchema,
    errors: SHIPPING_ERRORS,
  }),
  setBillingAddress: route('setBillingAddress', {
    summary: 'Set the billing address',
    tags: ['Delivery'],
    auth: 'required',
    query: siteLocaleQuerySchema,
    params: cartParamsSchema,
    body: billingAddressBodySchema,
    answer: cartAnswerSchema,
    errors: ['BSK409', 'BSK404', 'AUT498', 'BIL400', 'BILL410', 'CHK380', 'ATTR300'],
  }),
  removeBillingAddress: route('removeBillingAddress', {
    summary: 'Remove the billing address',
    tags: ['Delivery'],
    auth: 'required',
    query: siteLocaleQuerySchema,
    params: cartParamsSchema,
    answer: cartAnswerSchema,
    errors: ['BSK409', 'BSK404', 'AUT498'],
  }),
  getShippingMethods: route('getShippingMethods', {
    summary: 'Applicable shipping methods of a shipment ("me" for home delivery, "store-{storeId}" for a pickup store), with prices and delivery times',
    tags: ['Delivery'],
    auth: 'required',
    query: siteLocaleQuerySchema,
    params: shippingMethodParamsSchema,
    answer: shipmentMethodsAnswerSchema,
    errors: ['BSK409', 'BSK404', 'AUT498', 'SHP404'],
  }),
  setShippingMethod: route('setShippingMethod', {
    summary: 'Choose the shipping method of a shipment (SHP404 when it is not applicable)',
    tags: ['Delivery'],
    auth: 'required',
    query: siteLocaleQuerySchema,
    body: setShippingMethodBodySchema,
    answer: cartAnswerSchema,
    errors: ['BSK409', 'BSK404', 'AUT498', 'SHP404', 'ATTR300'],
  }),
};
