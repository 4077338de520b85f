import type { CheckoutStore, InstrumentRecord, PricedBasket } from '@stride/domain/checkout';
import type { StrideError } from '@stride/domain/errors';
import { checkPaymentsCoverTotal, isHomeDeliveryLine, stockSourceFor, isProviderPaid } from '@stride/domain/checkout';
import { strideError } from '@stride/domain/errors';
import { err, ok, type Result } from 'neverthrow';
import { allocatePayments } from './basket-payments.js';
import { taxRegionOfAddress } from '@stride/domain/cart';
import { taxCalculationFails } from '@stride/domain/pricing';

/** The code of lines no longer available: INV405 from prepareOrder, ORD430 from placing the order. */
export type NoLongerAvailableCode = 'INV405' | 'ORD430';

/** A basket that passed every check: its instruments with the amounts they will pay. */
export interface ReadyBasket {
  readonly basket: PricedBasket;
  readonly payments: readonly InstrumentRecord[];
  readonly billingAddress: Readonly<Record<string, unknown>>;
}

/**
 * Lines no longer available: picked up in a store that no longer carries their variant at all (its stock row is gone,
 * not merely at zero). The caller names the code: INV405 when the order is prepared, ORD430 when it is placed.
 */
async function checkStillCarried(store: CheckoutStore, basket: PricedBasket, code: NoLongerAvailableCode): Promise<Result<true, StrideError>> {
  const gone: string[] = [];
  for (const line of basket.lines) {
    const source = stockSourceFor(line);
    if (source.kind === 'store' && !(await store.inventory.carriedInStore(source.storeId, line.variantId))) gone.push(line.itemId);
  }
  return gone.length === 0 ? ok(true) : err(strideError(code, undefined, { itemIds: gone.join(',') }));
}

async function checkStock(store: CheckoutStore, basket: PricedBasket): Promise<Result<true, StrideError>> {
  const short: string[] = [];
  for (const line of basket.lines) {
    const source = stockSourceFor(line);
    if (source.kind === 'none') continue;
    const onHand = await store.inventory.onHand(line.variantId, source.kind === 'store' ? source.storeId : null);
    if (onHand < line.qty) short.push(line.itemId);
  }
  if (short.length === 0) return ok(true);
  return err(strideError(short.length === basket.lines.length ? 'INV406' : 'INV409', undefined, { itemIds: short.join(',') }));
}

function checkDelivery(basket: PricedBasket, billing: Readonly<Record<string, unknown>> | null): Result<Readonly<Record<string, unknown>>, StrideError> {
  if (basket.lines.some(isHomeDeliveryLine)) {
    if (basket.shippingAddress === null) return err(strideError('SHP404', 'Please add a shipping address for the items to deliver.'));
    if (basket.shippingMethodCode === null) return err(strideError('SHP404', 'Please choose a shipping method.'));
    // Custom-made delivery chosen for a parcel that has since gained regular lines: they need their own method.
    if (basket.shippingMethodCode === 'customs' && basket.lines.some((line) => isHomeDeliveryLine(line) && line.isCustomMade !== true)) {
      return err(strideError('SHP404', 'Please choose a shipping method for the items that are not custom-made.'));
    }
  }
  return billing === null ? err(strideError('BIL400')) : ok(billing);
}

/**
 * The checks of `prepareOrder`, also run by `placeOrder`: lines present and priced, lines still carried by
 * their pickup store (INV405 or ORD430, see `checkStillCarried`), stock on hand (INV406 none, INV409 some), shipping address and method for home delivery (SHP404), billing
 * address (BIL400), a tax the shipping address's region can be charged (TAX309), and payments that cover the total (PYT400).
 */
export async function checkBasketReady(
  store: CheckoutStore,
  basket: PricedBasket,
  billingOverride?: Readonly<Record<string, unknown>>,
  noLongerAvailable: NoLongerAvailableCode = 'INV405',
): Promise<Result<ReadyBasket, StrideError>> {
  if (basket.lines.length === 0) return err(strideError('INV406', 'Your cart is empty.'));
  if (basket.lines.some((line) => !line.isBonus && line.unitListMinor <= 0)) return err(strideError('INV702'));
  const carried = await checkStillCarried(store, basket, noLongerAvailable);
  if (carried.isErr()) return err(carried.error);
  const stock = await checkStock(store, basket);
  if (stock.isErr()) return err(stock.error);
  const billing = checkDelivery(basket, billingOverride ?? basket.billingAddress);
  if (billing.isErr()) return err(billing.error);
  const region = taxRegionOfAddress(basket.shippingAddress);
  if (region !== undefined && basket.lines.some(isHomeDeliveryLine) && taxCalculationFails(region)) {
    return err(strideError('TAX309', 'We cannot calculate tax for this shipping address. Please check its state or province.'));
  }
  const { allocated } = allocatePayments(basket.totals.totalMinor, await store.instruments.list(basket.basketId));
  const covered = checkPaymentsCoverTotal(
    basket.totals.totalMinor,
    allocated.map((i) => ({ paymentMethodId: i.paymentMethodId, amountMinor: i.amountMinor })),
  );
  if (covered.isErr()) return err(covered.error);
  return ok({ basket, payments: allocated.filter((i) => i.amountMinor > 0 || isProviderPaid(i.paymentMethodId)), billingAddress: billing.value });
}
