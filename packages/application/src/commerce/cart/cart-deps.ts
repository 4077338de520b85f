import type { CartStore } from '@stride/domain/cart';
import type { CatalogueGlossaryReader } from '@stride/domain/catalogue';

/** What the cart use cases run on: the cart store (ports and transactions), the clock, and the catalogue's translations. */
export interface CartDeps {
  readonly store: CartStore;
  readonly now: () => Date;
  /** Words the cart's lines and promotions for the caller's site; without it they answer as seeded. */
  readonly glossary?: CatalogueGlossaryReader | undefined;
}

/** Who calls: the principal of the access token, as the cart needs it. */
export interface CartCaller {
  readonly consumerNo: string;
  readonly consumerType: string;
  /** Set on agent tokens (employee or store associate support tooling). */
  readonly agentRole?: string | undefined;
  /**
   * The associate whose in-store session the call comes through (a store device): their authority, on the shopper's
   * own basket only, for what `assisted` routes allow (price adjustments).
   */
  readonly assistedBy?: string | undefined;
  /** The locale of the site the call comes from: a basket of another site's currency is BSK409. */
  readonly siteLocale?: string | undefined;
}
