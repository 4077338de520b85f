import { trackMobileMenuSectionClick, trackMobileMenuSectionExpand, trackTopNavClick } from '../../personalisation/analytics.js';

const text = (element: Element | null | undefined): string => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/**
 * The trail of a menu entry as a shopper reads it: the level 1 title, the column heading and the link
 * (`Shoes > Running > Trail running`), each level once. The level 1 title of the mega menu is its item's button or
 * link; in the mobile accordion every level is the button before the list holding the entry.
 */
function trail(link: Element, root: Element): string {
  const levels: string[] = [];
  for (let list = link.closest('ul'); list !== null && root.contains(list); list = list.parentElement?.closest('ul') ?? null) {
    const owner = list.id === '' ? null : root.querySelector(`[aria-controls="${CSS.escape(list.id)}"]`);
    const heading = list.getAttribute('aria-labelledby');
    const label = owner !== null ? text(owner) : heading !== null ? text(root.querySelector(`#${CSS.escape(heading)}`)) : '';
    if (label !== '') levels.unshift(label);
  }
  const top = link.closest('.mega-menu__item')?.querySelector('.mega-menu__top');
  if (top != null && top !== link) levels.unshift(text(top));
  levels.push(text(link));
  return levels.filter((level, index) => level !== '' && level !== levels[index - 1]).join(' > ');
}

/**
 * The header's analytics pushes (content spec section 7): a followed link of the mega menu is a top nav click; in
 * the mobile menu a followed link is a section click and an opened section an expand. Labels are the entry's trail;
 * analytics.ts sends them only with the analytics consent (C0002).
 */
export function trackHeaderNavigation(header: HTMLElement): void {
  const mega = header.querySelector('[data-mega-menu]');
  const mobile = header.querySelector('[data-mobile-menu]');
  header.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest<HTMLAnchorElement>('a[href]');
    if (link != null && mega?.contains(link) === true) return trackTopNavClick(trail(link, mega), link.href);
    if (link != null && mobile?.contains(link) === true) return trackMobileMenuSectionClick(trail(link, mobile), link.href);
    const section = target?.closest<HTMLButtonElement>('button.mobile-menu__section');
    // The enhancer's own listener has already toggled it: an expand is a click that left it open.
    if (section != null && section.getAttribute('aria-expanded') === 'true') trackMobileMenuSectionExpand(trail(section, mobile ?? header));
  });
}
