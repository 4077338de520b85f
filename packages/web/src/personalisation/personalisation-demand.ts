// The page's signal that personalisation is needed now, not at the shopper's first interaction: a block asked for
// an experiment decision, or a conversion was reported. Tiny and in the first load, so the experiment store and the
// conversion queue can raise it before the personalisation chunk is loaded.

/** Every content block with promotion tracking carries these attributes (content/blocks/block-frame.tsx). */
export const PROMOTION_SELECTOR = '[data-promotion-id]';

let needed = false;
let onNeeded: (() => void) | null = null;

/** Says the page needs personalisation now (experiment decision, conversion): it starts at once if it has not. */
export function needPersonalisation(): void {
  needed = true;
  onNeeded?.();
}

/** Runs `start` when personalisation is needed: at once when it already was, or on the first need. */
export function whenPersonalisationNeeded(start: () => void): void {
  onNeeded = start;
  if (needed) start();
}
