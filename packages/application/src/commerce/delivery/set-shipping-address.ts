import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { checkShippingAddress, HOME_DELIVERY_SHIPMENT_ID, type DeliveryAddressInput, type StoredAddress } from '@stride/domain/shipping';
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
 * Checks and stores the basket's shipping address (home-delivery shipment "me"): ownership
 * (BSK404), recaptcha when enabled (AUT403), then SHP410, CHK380, SHP500, PAY401.
 */
export function setShippingAddress(deps: DeliveryDeps, input: SetShippingAddressInput): ResultAsync<StoredAddress, StrideError> {
  return new ResultAsync(ownedDeliveryBasket(deps, input.basketId, input.caller))
    .andThen((basket) => verifyCaptcha(deps, input.recaptchaResponse).map(() => basket))
    .andThen((basket) => {
      const checked = checkShippingAddress(input.address, basket.currency, input.locale);
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
