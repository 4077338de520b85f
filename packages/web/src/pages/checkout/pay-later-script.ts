import { SANDBOX_PAY_LATER_TERMS, payLaterInstalments } from '@stride/domain/checkout';
import { currencyExponent } from '@stride/domain/money';

/** What the provider's script gives the page: its name, its terms, and the instalment plan of an amount. */
export interface PayLaterScript {
  readonly name: string;
  readonly maxOrder: number;
  readonly instalments: number;
  readonly weeksBetweenInstalments: number;
  /** The instalments of an amount (major units), the first taking what does not divide. */
  plan(amount: number, currency: string): number[];
}

/**
 * The pay-later provider's script (commerce section 7: "a pay-later provider script is loaded on demand"). A vendor
 * such as Klarna or Afterpay has the shop load its script only when the shopper picks it; this module stands for the
 * sandbox provider's, and the billing step imports it only then, so no other page or step carries it.
 */
export const payLaterScript: PayLaterScript = {
  name: SANDBOX_PAY_LATER_TERMS.name,
  maxOrder: SANDBOX_PAY_LATER_TERMS.maxOrderMajor,
  instalments: SANDBOX_PAY_LATER_TERMS.instalments,
  weeksBetweenInstalments: SANDBOX_PAY_LATER_TERMS.weeksBetweenInstalments,
  plan(amount, currency) {
    const scale = 10 ** currencyExponent(currency);
    return payLaterInstalments(Math.round(amount * scale), SANDBOX_PAY_LATER_TERMS.instalments).map((part) => part / scale);
  },
};
