import { ResultAsync } from 'neverthrow';
import { checkShippingAddress, type DeliveryAddressInput } from '@stride/domain/shipping';
import type { StrideError } from '@stride/domain/errors';
import type { DeliveryCaller, DeliveryDeps } from './delivery-deps.js';
import { ownedDeliveryBasket } from './owned-delivery-basket.js';

/**
 * Runs the shipping address checks for the basket without saving anything: ok with the address,
 * or the first failing check (CHK380 with details.fields, SHP410, SHP500, PAY401).
 */
export function validateShippingAddress(
  deps: DeliveryDeps,
  input: { readonly basketId: string; readonly caller: DeliveryCaller; readonly address: DeliveryAddressInput; readonly locale?: string | undefined },
): ResultAsync<DeliveryAddressInput, StrideError> {
  return new ResultAsync(ownedDeliveryBasket(deps, input.basketId, input.caller)).andThen((basket) =>
    checkShippingAddress(input.address, basket.currency, input.locale),
  );
}
