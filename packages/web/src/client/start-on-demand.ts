import { PROMOTION_SELECTOR, whenPersonalisationNeeded } from '../personalisation/personalisation-demand.js';

/** The events that say a shopper is using the page: the deferred code starts at the first of them. */
export const FIRST_INTERACTION_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'scroll'] as const;

/**
 * The server-rendered controls the deferred code wires (menu disclosures, the consent banner and preferences, the
 * site selector): a click on one that lands before they are wired is held, then clicked again once they are.
 */
export const HELD_CLICK_SELECTOR = 'button[data-disclosure], [data-consent-action], [data-consent-open], a[data-site-switch]';

const once = (run: () => Promise<unknown>): (() => Promise<void>) => {
  let started: Promise<void> | undefined;
  return () =>
    (started ??= run().then(
      () => undefined,
      (error: unknown) => console.warn('[stride] deferred code not loaded', error),
    ));
};

/** Runs `start` at the shopper's first interaction; a click on a held control waits for it and is clicked again. */
function onFirstInteraction(start: () => Promise<void>): void {
  let ready = false;
  const run = () => start().then(() => void (ready = true));
  const listening = new AbortController();
  const first = () => {
    listening.abort();
    void run();
  };
  for (const type of FIRST_INTERACTION_EVENTS) addEventListener(type, first, { capture: true, passive: true, signal: listening.signal });
  document.addEventListener(
    'click',
    (event) => {
      if (ready || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const control = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD_CLICK_SELECTOR) : null;
      if (control === null) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      void run().then(() => control.click());
    },
    { capture: true },
  );
}

/** Runs `start` once a block with promotion tracking is on screen (its impression is due). */
function whenPromotionOnScreen(start: () => void): void {
  const blocks = document.querySelectorAll(PROMOTION_SELECTOR);
  if (blocks.length === 0 || typeof IntersectionObserver === 'undefined') return;
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    start();
  });
  blocks.forEach((block) => observer.observe(block));
}

/**
 * Starts the code a page does not need to be shown or used until the shopper does something: the header's enhancer
 * (menus, sticky header, site selector) at the first interaction; personalisation (consent banner and preferences,
 * promotion tracking, the analytics sender, the experiment client) at the first interaction, as soon as a promotion
 * block is on screen, or when a block asks for an experiment decision or a conversion is reported. A page looked at
 * and left loads neither.
 */
export function startOnDemand(load: { readonly enhance: () => Promise<unknown>; readonly personalise: () => Promise<unknown> }): void {
  const personalise = once(load.personalise);
  const interactive = once(() => Promise.all([load.enhance(), personalise()]));
  onFirstInteraction(interactive);
  whenPersonalisationNeeded(() => void personalise());
  whenPromotionOnScreen(() => void personalise());
}
