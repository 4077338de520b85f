import { errAsync, ResultAsync } from 'neverthrow';
import { billingAddressToStore, type DeliveryAddressInput, type StoredAddress } from '@stride/domain/shipping';
import type { StrideError } from '@stride/domain/errors';
import type { DeliveryCaller, DeliveryDeps } from './delivery-deps.js';
import { ownedDeliveryBasket } from './owned-delivery-basket.js';

/** Checks (BIL400, BILL410, CHK380) and stores the basket's billing address. */
export function setBillingAddress(
  deps: DeliveryDeps,
  input: {
    readonly basketId: string;
    readonly caller: DeliveryCaller;
    readonly address: DeliveryAddressInput & Readonly<Record<string, unknown>>;
    readonly locale?: string | undefined;
  },
): ResultAsync<StoredAddress, StrideError> {
  return new ResultAsync(ownedDeliveryBasket(deps, input.basketId, input.caller)).andThen((basket) => {
    const checked = billingAddressToStore(input.address, input.locale);
    if (checked.isErr()) return errAsync(checked.error);
    const stored: StoredAddress = checked.value;
    return ResultAsync.fromSafePromise(deps.baskets.saveBillingAddress(basket.basketId, stored)).map(() => stored);
  });
}

/** Removes the basket's billing address (BSK404 for a missing or foreign basket). */
export function removeBillingAddress(deps: DeliveryDeps, basketId: string, caller: DeliveryCaller): ResultAsync<void, StrideError> {
  return new ResultAsync(ownedDeliveryBasket(deps, basketId, caller)).andThen((basket) =>
    ResultAsync.fromSafePromise(deps.baskets.saveBillingAddress(basket.basketId, null)),
  );
}
