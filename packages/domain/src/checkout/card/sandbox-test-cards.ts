/** What the sandbox acquirer does with a payment on a card. */
export type SandboxCardOutcome = 'AUTHORISED' | 'CHALLENGE' | 'REFUSED' | 'FRAUD';

/** The documented test cards (docs/test-cards.md); any other valid number is authorised. */
export const SANDBOX_TEST_CARDS: readonly { readonly number: string; readonly outcome: SandboxCardOutcome }[] = [
  { number: '4111111111111111', outcome: 'AUTHORISED' },
  { number: '4000000000003220', outcome: 'CHALLENGE' },
  { number: '4000000000000002', outcome: 'REFUSED' },
  { number: '4100000000000019', outcome: 'FRAUD' },
];

/**
 * The sandbox outcome of a card number, decided at tokenisation (the number is not kept).
 * @example sandboxOutcomeFor('4000000000003220') // 'CHALLENGE'
 */
export function sandboxOutcomeFor(digits: string): SandboxCardOutcome {
  return SANDBOX_TEST_CARDS.find((card) => card.number === digits)?.outcome ?? 'AUTHORISED';
}
