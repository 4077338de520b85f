import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import {
  checkExpressShippingAddress,
  checkShippingAddress,
  HOME_DELIVERY_SHIPMENT_ID,
  isExpressShippingContext,
  type DeliveryAddressInput,
  type DeliveryBasket,
  type StoredAddress,
} from '@stride/domain/shipping';
import { catalogueMarketFor, marketForCurrency } from '@stride/domain/catalogue';
import type { StrideError } from '@stride/domain/errors';
import type { DeliveryCaller, DeliveryDeps } from './delivery-deps.js';
import { ownedDeliveryBasket } from './owned-delivery-basket.js';

/** The shipping address call: the address fields, the context, and the recaptcha token. */
export interface SetShippingAddressInput {
  readonly basketId: string;
  readonly caller: DeliveryCaller;
  readonly address: DeliveryAddressInput & Readonly<Record<string, unknown>>;
  readonly context?: string | undefined;
  readonly recaptchaResponse?: string | undefined;
  readonly locale?: string | undefined;
}

function verifyCaptcha(deps: DeliveryDeps, token: string | undefined): ResultAsync<void, StrideError> {
  if (deps.captcha === undefined) return okAsync(undefined);
  return new ResultAsync(deps.captcha.verify(token, 'shippingAddress'));
}

/**
 * An express wallet's address gets the wallet contact checks against the store's country (the basket's market); any
 * other gets the checkout form's rules.
 */
function checkedAddress(basket: DeliveryBasket, input: SetShippingAddressInput) {
  if (!isExpressShippingContext(input.context)) return checkShippingAddress(input.address, basket.currency, input.locale);
  const storeCountry = (marketForCurrency(basket.currency) ?? catalogueMarketFor(input.locale)).countryCode;
  return checkExpressShippingAddress(input.address, { storeCountry, currency: basket.currency });
}

/**
 * Checks and stores the basket's shipping address (home-delivery shipment "me"): ownership
 * (BSK404), recaptcha when enabled (AUT403), then SHP410, CHK380, SHP500, PAY401; from an express wallet
 * (APPLE_PAY_EXPRESS, PAYPAL_EXPRESS) the wallet checks instead: WALLET_CONTACT_INVALID, WALLET_CITY_TOO_LONG,
 * WALLET_COUNTRY_MISMATCH, SHP410, and SHP404 for an address no home delivery serves.
 */
export function setShippingAddress(deps: DeliveryDeps, input: SetShippingAddressInput): ResultAsync<StoredAddress, StrideError> {
  return new ResultAsync(ownedDeliveryBasket(deps, input.basketId, input.caller))
    .andThen((basket) => verifyCaptcha(deps, input.recaptchaResponse).map(() => basket))
    .andThen((basket) => {
      const checked = checkedAddress(basket, input);
      if (checked.isErr()) return errAsync(checked.error);
      const stored: StoredAddress = {
        ...input.address,
        countryCode: (input.address.countryCode ?? input.address.country ?? '').toUpperCase(),
        shippingId: HOME_DELIVERY_SHIPMENT_ID,
        isValidated: true,
        ...(input.context === undefined ? {} : { context: input.context }),
      };
      return ResultAsync.fromSafePromise(deps.baskets.saveShippingAddress(basket.basketId, stored)).map(() => stored);
    });
}

/** Removes the basket's shipping address (BSK404 for a missing or foreign basket). */
export function removeShippingAddress(deps: DeliveryDeps, basketId: string, caller: DeliveryCaller): ResultAsync<void, StrideError> {
  return new ResultAsync(ownedDeliveryBasket(deps, basketId, caller)).andThen((basket) =>
    ResultAsync.fromSafePromise(deps.baskets.saveShippingAddress(basket.basketId, null)),
  );
}
