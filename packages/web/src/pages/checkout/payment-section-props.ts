import type { CartAnswer } from '@stride/application/storefront';

/** What every payment section of the billing step takes: the cart, the page's locale, and a reload once it changed the payments. */
export interface PaymentSectionProps {
  readonly cart: CartAnswer;
  readonly locale: string;
  readonly onChanged: () => Promise<void>;
}
