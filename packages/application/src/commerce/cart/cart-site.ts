import { catalogueMarketFor, glossaryText, localiseSizeLabel, type CatalogueGlossary, type CatalogueGlossaryReader } from '@stride/domain/catalogue';
import type { StoredBasket } from '@stride/domain/cart';
import type { PricingPromotion } from '@stride/domain/pricing';

/**
 * The site a cart is shown on: its locale and the catalogue's translations into its language. Cart
 * and order lines and promotion texts are stored as seeded (English); they are worded for the site
 * only when shown.
 */
export interface CartSite {
  readonly locale: string;
  readonly glossary: CatalogueGlossary;
}

/**
 * The site of a call's locale, undefined for a call that names none (the basket is shown as stored)
 * or when no glossary is wired. A locale without translations still writes money and sizes its way.
 */
export async function cartSiteFor(glossary: CatalogueGlossaryReader | undefined, locale: string | undefined): Promise<CartSite | undefined> {
  if (glossary === undefined || locale === undefined) return undefined;
  const market = catalogueMarketFor(locale);
  return { locale: market.locale, glossary: await glossary.glossary(market.locale) };
}

/** A line's product name, colour and size as the site words them (size 9,5 in fr-CA). */
export function siteLineText<T extends { readonly productName: string; readonly colourName: string; readonly sizeLabel: string }>(line: T, site: CartSite): T {
  const productName = glossaryText(site.glossary, line.productName);
  const colourName = glossaryText(site.glossary, line.colourName);
  const sizeLabel = localiseSizeLabel(glossaryText(site.glossary, line.sizeLabel), site.locale);
  // The English site words lines as stored: the line itself, not a copy of it (every cart answer words every line).
  if (productName === line.productName && colourName === line.colourName && sizeLabel === line.sizeLabel) return line;
  return { ...line, productName, colourName, sizeLabel };
}

/** The basket with its lines worded for the site, for its answer only (never written back); itself when no line reads otherwise. */
export function basketForSite(basket: StoredBasket, site: CartSite | undefined): StoredBasket {
  if (site === undefined) return basket;
  const items = basket.items.map((item) => siteLineText(item, site));
  return items.every((item, i) => item === basket.items[i]) ? basket : { ...basket, items };
}

// A promotion as each glossary words it, kept while both live: the cart keeps its promotion list and each site's glossary
// for a while, so the same worded promotion object comes back, and the texts pricing writes from it are kept with it
// (promotion-outcomes.ts).
const worded = new WeakMap<PricingPromotion, WeakMap<CatalogueGlossary, PricingPromotion>>();

function wordedForSite(promotion: PricingPromotion, glossary: CatalogueGlossary): PricingPromotion {
  let byGlossary = worded.get(promotion);
  if (byGlossary === undefined) {
    byGlossary = new WeakMap<CatalogueGlossary, PricingPromotion>();
    worded.set(promotion, byGlossary);
  }
  const known = byGlossary.get(glossary);
  if (known !== undefined) return known;
  const made = {
    ...promotion,
    name: glossaryText(glossary, promotion.name),
    ...(promotion.calloutMessage === undefined ? {} : { calloutMessage: glossaryText(glossary, promotion.calloutMessage) }),
  };
  byGlossary.set(glossary, made);
  return made;
}

/** Promotions with their name and callout in the site's language: the seeded English template is the glossary's key. */
export function promotionsForSite(promotions: readonly PricingPromotion[], site: CartSite | undefined): readonly PricingPromotion[] {
  if (site === undefined || site.glossary.size === 0) return promotions;
  return promotions.map((promotion) => wordedForSite(promotion, site.glossary));
}
