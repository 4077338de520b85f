import { PROMOTION_SELECTOR, whenPersonalisationNeeded } from '../personalisation/personalisation-demand.js';

/** The events that say a shopper is using the page (a touch is a pointerdown too): the deferred code starts at the first. */
export const FIRST_INTERACTION_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'focusin', 'scroll'] as const;

/**
 * The server-rendered buttons the deferred code wires (menu disclosures, the consent banner and preferences): a click
 * on one that lands before they are wired is held, then clicked again once they are. Links need no holding: they
 * work as links, and the menus' links are reached through a disclosure.
 */
export const HELD_CLICK_SELECTOR = 'button[data-disclosure], [data-consent-action], [data-consent-open]';

const once = (run: () => Promise<unknown>): (() => Promise<void>) => {
  let started: Promise<void> | undefined;
  return () =>
    (started ??= run().then(
      () => undefined,
      // A chunk that did not load: the page stays as the server made it (links, forms), and the console says why.
      (error: unknown) => console.warn(error),
    ));
};

/** Runs `start` at the shopper's first interaction; a click on a held button waits for it and is clicked again. */
function onFirstInteraction(start: () => Promise<void>): void {
  let ready = false;
  const run = () => start().then(() => void (ready = true));
  // Each listener runs once; `start` itself runs once, whichever event comes first.
  for (const type of FIRST_INTERACTION_EVENTS) addEventListener(type, () => void run(), { capture: true, passive: true, once: true });
  document.addEventListener(
    'click',
    (event) => {
      if (ready) return;
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
  if (blocks.length === 0) return;
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
 * promotion tracking, the analytics sender, the experiment client) at the first interaction or as soon as a promotion
 * block is on screen; the experiment client alone when a block asks for a decision or a conversion is reported. A
 * page looked at and left loads none of them.
 */
export function startOnDemand(load: {
  readonly enhance: () => Promise<unknown>;
  readonly personalise: () => Promise<unknown>;
  readonly experiments: () => Promise<unknown>;
}): void {
  const personalise = once(load.personalise);
  const experiments = once(load.experiments);
  const interactive = once(() => Promise.all([load.enhance(), personalise()]));
  onFirstInteraction(interactive);
  // A decision or a conversion needs the experiment client only (personalisation starts it too, once).
  whenPersonalisationNeeded(() => void experiments());
  whenPromotionOnScreen(() => void personalise());
}
