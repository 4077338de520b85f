import { err, ok, type Result } from 'neverthrow';
import { validateWalletContact, type WalletContact } from '../address/wallet-contact.js';
import { strideError, type StrideError } from '../errors/index.js';
import type { CurrencyCode } from '../money/index.js';
import { isBlankValue } from '../validation/index.js';
import { addressCountryCode, type DeliveryAddressInput } from './check-delivery-address.js';
import { addressHasPoBox } from './po-box.js';
import { canShipTo } from './shipping-rates.js';

/** The shipping address contexts of an express wallet (account section 7, "Express wallet calls"). */
export const EXPRESS_SHIPPING_CONTEXTS = ['APPLE_PAY_EXPRESS', 'PAYPAL_EXPRESS'] as const;

/** True when a shipping address call comes from an express wallet. */
export function isExpressShippingContext(context: string | undefined): boolean {
  return (EXPRESS_SHIPPING_CONTEXTS as readonly string[]).includes(context ?? '');
}

/**
 * A cart address as the wallet contact it came from: names, lines, city, region, postal code, country, phone, e-mail.
 * @example walletContactOfAddress({ firstName: 'Ada', city: 'Boston' }).locality // 'Boston'
 */
export function walletContactOfAddress(address: DeliveryAddressInput): WalletContact {
  const lines = [address.addressLine1, address.addressLine2, address.addressLine3].filter((line): line is string => line !== undefined && line !== '');
  const parts: Record<string, string | undefined> = {
    givenName: address.firstName,
    familyName: address.lastName,
    locality: address.city,
    administrativeArea: address.province,
    postalCode: address.postalCode,
    country: address.country,
    phoneNumber: address.phone,
    emailAddress: address.email,
  };
  const present = Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined));
  return { ...present, addressLines: lines, countryCode: addressCountryCode(address) };
}

/**
 * The checks of a shipping address an express wallet hands over (account sections 5 and 8), in place of the checkout
 * form's field rules, which the shopper cannot answer from inside the wallet's sheet: the wallet contact checks against
 * the store's country (WALLET_CONTACT_INVALID with the field, WALLET_CITY_TOO_LONG, WALLET_COUNTRY_MISMATCH), a phone
 * (SHP410), then an address no home delivery method serves (a post office box, a country Stride does not ship to):
 * SHP404, the shipping-method error, with the reason's code in details.
 */
export function checkExpressShippingAddress(
  address: DeliveryAddressInput,
  check: { readonly storeCountry: string; readonly currency: CurrencyCode },
): Result<DeliveryAddressInput, StrideError> {
  const contact = validateWalletContact(walletContactOfAddress(address), { kind: 'shipping', storeCountry: check.storeCountry, countryCodes: [] });
  if (contact.isErr()) return err(contact.error);
  if (isBlankValue(address.phone)) return err(strideError('SHP410'));
  if (addressHasPoBox(address)) return err(strideError('SHP404', undefined, { reason: 'SHP500' }));
  if (!canShipTo(addressCountryCode(address), check.currency)) return err(strideError('SHP404', undefined, { reason: 'PAY401' }));
  return ok(address);
}
