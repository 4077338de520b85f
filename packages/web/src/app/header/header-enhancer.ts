import { trackHeaderNavigation } from './header-analytics.js';
import { keepSiteSwitchLinksOnThisPage } from './site-switch-links.js';
import { headerReducer, HEADER_SCROLL_DEBOUNCE_MS, INITIAL_HEADER_STATE, type HeaderState } from '@stride/domain/content';

/** Routes where the header stays in place instead of hiding on scroll: paying needs the whole screen calm. */
export const HEADER_EXCLUDED_ROUTES: readonly string[] = ['/checkout', '/checkout/**', '/order-confirmation'];

const disclosures = (root: ParentNode): HTMLButtonElement[] => [...root.querySelectorAll<HTMLButtonElement>('button[data-disclosure]')];

function setOpen(button: HTMLButtonElement, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
}

function isOpen(button: HTMLButtonElement): boolean {
  return button.getAttribute('aria-expanded') === 'true';
}

/** Closes every open disclosure of the header; true when one was open. */
function closeAll(header: HTMLElement): boolean {
  const open = disclosures(header).filter(isOpen);
  for (const button of open) setOpen(button, false);
  return open.length > 0;
}

function enhanceMegaMenu(nav: HTMLElement): void {
  nav.dataset.enhanced = '';
  const tops = disclosures(nav);
  const openOnly = (button: HTMLButtonElement) => {
    for (const other of tops) setOpen(other, other === button);
  };
  // A mouse that hovers a button opens its panel before the click lands: that click keeps it open.
  let openedByHover: HTMLButtonElement | null = null;
  for (const button of tops) {
    button.addEventListener('click', () => {
      const hovered = openedByHover === button;
      openedByHover = null;
      if (hovered && isOpen(button)) return;
      if (isOpen(button)) setOpen(button, false);
      else openOnly(button);
    });
    const item = button.parentElement;
    if (item === null) continue;
    // Hover opens on devices that hover (a mouse); a touch opens with the click.
    item.addEventListener('pointerenter', (event) => {
      if (event.pointerType !== 'mouse' || isOpen(button)) return;
      openOnly(button);
      openedByHover = button;
    });
    item.addEventListener('pointerleave', (event) => {
      if (event.pointerType !== 'mouse') return;
      setOpen(button, false);
      openedByHover = null;
    });
  }
  // The enhancer arrives with the shopper's first move: a mouse already resting on an item had its pointerenter before
  // the listeners were there, so that item opens now, as the hover would have opened it.
  if (matchMedia('(hover: hover)').matches) {
    const hovered = tops.find((button) => button.parentElement?.matches(':hover') === true);
    if (hovered !== undefined) {
      openOnly(hovered);
      openedByHover = hovered;
    }
  }
  nav.addEventListener('focusout', (event) => {
    const next = event.relatedTarget;
    if (next instanceof Node && nav.contains(next)) return;
    for (const button of tops) setOpen(button, false);
  });
}

function enhanceMobileMenu(menu: HTMLElement): void {
  menu.dataset.enhanced = '';
  for (const button of disclosures(menu)) {
    button.addEventListener('click', () => setOpen(button, !isOpen(button)));
  }
}

/** Esc closes the innermost open disclosure and gives focus back to its button. */
function onEscape(header: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Escape') return;
  const open = disclosures(header).filter(isOpen);
  const innermost = open.at(-1);
  if (innermost === undefined) return;
  const focusWasInside = header.contains(document.activeElement);
  setOpen(innermost, false);
  if (focusWasInside || innermost.closest('[data-mega-menu]') !== null) innermost.focus();
}

function startStickyHeader(header: HTMLElement): void {
  let state: HeaderState = headerReducer(INITIAL_HEADER_STATE, { type: 'route', path: location.pathname, excludedRoutes: HEADER_EXCLUDED_ROUTES });
  let path = location.pathname;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const apply = () => {
    header.dataset.sticky = String(state.sticky);
    if (state.visible) delete header.dataset.hidden;
    else if (!header.contains(document.activeElement)) {
      header.dataset.hidden = '';
      closeAll(header);
    }
  };
  const dispatch = (action: Parameters<typeof headerReducer>[1]) => {
    state = headerReducer(state, action);
    apply();
  };
  const tick = () => {
    timer = undefined;
    dispatch({ type: 'tick', now: performance.now() });
    if (state.pendingY !== null) timer = setTimeout(tick, HEADER_SCROLL_DEBOUNCE_MS);
  };
  addEventListener(
    'scroll',
    () => {
      if (location.pathname !== path) {
        path = location.pathname;
        dispatch({ type: 'route', path, excludedRoutes: HEADER_EXCLUDED_ROUTES });
      }
      dispatch({ type: 'scroll', y: scrollY, now: performance.now() });
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(tick, HEADER_SCROLL_DEBOUNCE_MS);
    },
    { passive: true },
  );
  apply();
}

/**
 * Makes the server-rendered header interactive: the mega menu and the mobile menu become WAI-ARIA disclosures
 * (click or hover opens, Esc closes and returns focus, a click outside, a followed link or back/forward closes), and
 * the header becomes sticky, shown on scroll up and hidden on scroll down (domain's headerReducer: 200 ms debounce,
 * 500 ms max wait) except on the excluded routes; the footer's site selector follows the page shown. Loaded at the
 * shopper's first interaction (client/start-on-demand.ts): the header works as links before it.
 */
export function enhanceHeader(page: Document): void {
  const header = page.querySelector<HTMLElement>('header.site-header');
  if (header === null || header.dataset.enhanced !== undefined) return;
  header.dataset.enhanced = '';
  const mega = header.querySelector<HTMLElement>('[data-mega-menu]');
  if (mega !== null) enhanceMegaMenu(mega);
  const mobile = header.querySelector<HTMLElement>('[data-mobile-menu]');
  if (mobile !== null) enhanceMobileMenu(mobile);
  document.addEventListener('keydown', (event) => onEscape(header, event));
  document.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    // A followed link is a route change; a click elsewhere on the page leaves the menu.
    if (target.closest('a') !== null || !header.contains(target)) closeAll(header);
  });
  addEventListener('popstate', () => closeAll(header));
  trackHeaderNavigation(header);
  startStickyHeader(header);
  keepSiteSwitchLinksOnThisPage(page);
}
