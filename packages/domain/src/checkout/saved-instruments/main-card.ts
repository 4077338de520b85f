/** A saved card as the main-card rule sees it: its instrument id and main flag. */
export interface MainFlagged {
  readonly id: string;
  readonly isMain: boolean;
}

/** A change to a consumer's saved cards. */
export type SavedCardChange =
  | { readonly kind: 'add'; readonly id: string; readonly main?: boolean | undefined }
  | { readonly kind: 'mark'; readonly id: string; readonly main: boolean }
  | { readonly kind: 'remove'; readonly id: string };

/**
 * Which saved card is main after a change (commerce section 4 needs one main card for express
 * checkout): at most one; the first card saved becomes main; marking one main unmarks the other;
 * unmarking the main card leaves none; removing the main card hands over to the oldest left; a
 * change of a card the book does not hold changes nothing.
 * `cards` are in the order they were saved. Answers the main card's id, or null for none.
 * @example mainCardAfter([], { kind: 'add', id: 'a' }) // 'a'
 */
export function mainCardAfter(cards: readonly MainFlagged[], change: SavedCardChange): string | null {
  const current = cards.find((card) => card.isMain)?.id ?? null;
  if (change.kind === 'add') return change.main === true || cards.length === 0 ? change.id : current;
  if (!cards.some((card) => card.id === change.id)) return current;
  if (change.kind === 'mark') return change.main ? change.id : current === change.id ? null : current;
  if (current !== change.id) return current;
  return cards.find((card) => card.id !== change.id)?.id ?? null;
}

/** Whether two cards are the same card: same brand, last four digits and expiry (the number is never kept). */
export function isSameCard(
  a: { readonly brand: string; readonly last4: string; readonly expiryMonth: number; readonly expiryYear: number },
  b: { readonly brand: string; readonly last4: string; readonly expiryMonth: number; readonly expiryYear: number },
): boolean {
  return a.brand.toLowerCase() === b.brand.toLowerCase() && a.last4 === b.last4 && a.expiryMonth === b.expiryMonth && a.expiryYear === b.expiryYear;
}

/**
 * A gift card number as the account shows it (account section 9): every digit but the last four masked.
 * @example maskGiftCardNumber('7777000000000001') // '************0001'
 */
export function maskGiftCardNumber(number: string): string {
  return '*'.repeat(Math.max(0, number.length - 4)) + number.slice(-4);
}
