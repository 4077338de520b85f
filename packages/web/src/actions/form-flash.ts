/**
 * What a form post tells the page it redirects to (Post/Redirect/Get without JavaScript): the outcome in the page's
 * language, and on a refused form what the shopper typed with each field's problem, so the page shows the form again
 * as it was sent. Never a card's number or security code. Kept in a short-lived HttpOnly cookie (form-cookies.ts)
 * that the page's render reads once.
 */
export interface FormFlash {
  /** The page it is for (`/cart`, `/checkout`, a product's path): another page leaves it unread. */
  readonly path: string;
  /** A banner in the page's language: an error, or what went well. */
  readonly message?: string;
  readonly tone?: 'error' | 'success';
  /** The cart line the message is about: shown at the line rather than at the top. */
  readonly itemId?: string;
  /** The address form the typed fields and their problems belong to. */
  readonly form?: 'shipping' | 'billing';
  /** What the shopper typed in the refused address form, by field name. */
  readonly fields?: Readonly<Record<string, string>>;
  /** The problem of each refused field, in the domain's words (the form words them again in its language). */
  readonly fieldErrors?: Readonly<Record<string, string>>;
  /** Billing: whether the shopper kept "same as shipping". */
  readonly sameAsShipping?: boolean;
  /** The card's problem, in the page's language. */
  readonly cardError?: string;
  /** The product page: a size (or another attribute) must be chosen first. */
  readonly missing?: boolean;
}
