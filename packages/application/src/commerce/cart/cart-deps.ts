import type { CartStore } from '@stride/domain/cart';

/** What the cart use cases run on: the cart store (ports and transactions) and the clock. */
export interface CartDeps {
  readonly store: CartStore;
  readonly now: () => Date;
}

/** Who calls: the principal of the access token, as the cart needs it. */
export interface CartCaller {
  readonly consumerNo: string;
  readonly consumerType: string;
  /** Set on agent tokens (employee or store associate support tooling). */
  readonly agentRole?: string | undefined;
  /** The locale of the site the call comes from: a basket of another site's currency is BSK409. */
  readonly siteLocale?: string | undefined;
}
