import { HOME_DELIVERY_SHIPMENT_ID } from '@stride/domain/shipping';
import type { ApplicableShippingMethodAnswer, CartAnswer, CheckoutStep } from '@stride/application/storefront';
import type { LoadArgs } from '../app/router.js';
import { pickupStoreOf } from '../pages/checkout/checkout-items.js';
import { readServerCart, type ServerCart } from './server-cart.js';

/** What the checkout renders on the server besides the cart: the step, the home delivery methods, the pickup stores' names. */
export interface ServerCheckout extends ServerCart {
  readonly step?: CheckoutStep;
  /** The home shipment's methods (the shipping step lists them; the browser's script asks for them itself). */
  readonly methods?: readonly ApplicableShippingMethodAnswer[];
  /** Pickup stores' names by store id. */
  readonly stores?: Readonly<Record<string, string>>;
}

/**
 * The step a checkout URL may show for this cart (`?step=billing`): billing once the home items have an address,
 * summary once the billing address and what pays are on the basket; else the last step that can be shown.
 * @example reachableStep(cartWithAddresses, 'summary') // 'summary'
 */
export function reachableStep(cart: CartAnswer, wanted: string | null): CheckoutStep {
  const home = cart.items.some((item) => pickupStoreOf(item) === undefined && !item.isDigitalProduct);
  const shipped =
    !home || (cart.shippingAddress !== undefined && cart.shippingMethods.some((s) => s.shippingId === HOME_DELIVERY_SHIPMENT_ID && s.code !== undefined));
  const paid = cart.totals.remainingToPay === 0 || cart.payment_instruments.some((i) => i.payment_method_id === 'CREDIT_CARD');
  if (wanted === 'summary' && shipped && cart.billingAddress !== undefined && paid) return 'summary';
  if ((wanted === 'billing' || wanted === 'summary') && shipped) return 'billing';
  return 'shipping';
}

/**
 * The checkout as the server renders it from the basket cookie (for a shopper without JavaScript, the only checkout
 * they see): the cart, the step of the URL it may show, the home delivery methods and the pickup stores' names.
 * Server-only, imported behind `import.meta.env.SSR`.
 */
export async function readServerCheckout(args: Pick<LoadArgs, 'api' | 'cookie' | 'url'>): Promise<ServerCheckout> {
  const server = await readServerCart(args, args.url.pathname);
  const cart = server.cart;
  if (cart === undefined || cart.items.length === 0) return server;
  const home = cart.items.some((item) => pickupStoreOf(item) === undefined && !item.isDigitalProduct);
  const pickup = cart.items.some((item) => pickupStoreOf(item) !== undefined);
  const [methods, stores] = await Promise.all([
    home ? args.api.call('getShippingMethods', { params: { basketId: cart.basketId, shippingId: HOME_DELIVERY_SHIPMENT_ID } }) : null,
    pickup ? args.api.call('listStores') : null,
  ]);
  return {
    ...server,
    step: reachableStep(cart, args.url.searchParams.get('step')),
    ...(methods?.isOk() === true ? { methods: methods.value.applicableShippingMethods } : {}),
    ...(stores?.isOk() === true ? { stores: Object.fromEntries(stores.value.stores.map((s) => [s.storeId, s.name])) } : {}),
  };
}
