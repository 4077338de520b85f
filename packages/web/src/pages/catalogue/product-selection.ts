import {
  chooseQuickShopOption,
  COLOUR_ATTRIBUTE_TYPE,
  colourIdFromMasterId,
  quickShopFooterAction,
  quickShopVariantStock,
  resolveQuickShopVariant,
  type QuickShopFooterAction,
  type QuickShopOpenedFor,
  type QuickShopSelection,
  type VariantStock,
} from '@stride/domain/catalogue';
import type { ProductDetailsAnswer } from '@stride/application/storefront';
import type { z } from 'zod';
import type { productInventoryAnswerSchema } from '@stride/application/storefront';
import { type Translate } from '../../i18n/messages.js';

export type ProductInventoryAnswer = z.infer<typeof productInventoryAnswerSchema>;
type Attribute = ProductDetailsAnswer['attributes'][number];
type Option = Attribute['options'][number];
type Variant = ProductDetailsAnswer['variants'][number];

/** The size attribute's type (every product but a single-option one has it). */
export const SIZE_ATTRIBUTE_TYPE = 'size';

/** The product's colour attribute, if it has one. */
export function colourAttribute(product: ProductDetailsAnswer): Attribute | undefined {
  return product.attributes.find((a) => a.type === COLOUR_ATTRIBUTE_TYPE);
}

/** Every attribute but colour, in the product's order (size, or a gift card's value). */
export function otherAttributes(product: ProductDetailsAnswer): Attribute[] {
  return product.attributes.filter((a) => a.type !== COLOUR_ATTRIBUTE_TYPE);
}

function findOption(attribute: Attribute, wanted: string): Option | undefined {
  const key = wanted.toLowerCase();
  return (
    attribute.options.find((o) => o.id.toLowerCase() === key) ?? attribute.options.find((o) => o.value.toLowerCase() === key || o.label.toLowerCase() === key)
  );
}

/**
 * The selection a product page opens with: the colour the URL asks for (`?color=020`, or the colour
 * of a colour master id in the path), else the product's own colour; then the other attributes the
 * query names (`size=9.5`, by value, label or option id), chosen stepwise as quick-shop does.
 * @example initialSelection(shoe, { color: '020', size: '9.5' }) // { color: '020', size: '095' }
 */
export function initialSelection(
  product: ProductDetailsAnswer,
  wanted: Readonly<Record<string, string | null | undefined>>,
  pathId?: string,
): QuickShopSelection {
  let selection: QuickShopSelection = {};
  for (const attribute of product.attributes) {
    const requested = wanted[attribute.type];
    let option = requested === undefined || requested === null ? undefined : findOption(attribute, requested);
    if (option === undefined && attribute.type === COLOUR_ATTRIBUTE_TYPE) {
      const fromPath = pathId === undefined ? null : colourIdFromMasterId(pathId);
      option =
        (fromPath !== null ? findOption(attribute, fromPath) : undefined) ??
        findOption(attribute, colourIdFromMasterId(product.id) ?? '') ??
        attribute.options[0];
    }
    // A single-option attribute (gear's "One Size") needs no choice.
    if (option === undefined && attribute.options.length === 1) option = attribute.options[0];
    if (option !== undefined) selection = chooseQuickShopOption(product, selection, attribute.type, option.id).unwrapOr(selection);
  }
  return selection;
}

/**
 * The selection quick-shop opens with to edit a line: the line's variant's colour and size, else the
 * product's own colour (a saved product with no size chosen, or a variant no longer sold).
 * @example lineSelection(shoe, 'SR0045020095') // { color: '020', size: '095' }
 */
export function lineSelection(product: ProductDetailsAnswer, variantId: string | undefined): QuickShopSelection {
  return initialSelection(product, product.variants.find((variant) => variant.id === variantId)?.attributes ?? {});
}

/** The query that names a selection, for a shareable URL: `color` by option id, the rest by value. */
export function selectionQuery(product: ProductDetailsAnswer, selection: QuickShopSelection): URLSearchParams {
  const params = new URLSearchParams();
  for (const attribute of product.attributes) {
    const option = attribute.options.find((o) => o.id === selection[attribute.type]);
    if (option === undefined || (attribute.options.length === 1 && attribute.type !== COLOUR_ATTRIBUTE_TYPE)) continue;
    params.set(attribute.type, attribute.type === COLOUR_ATTRIBUTE_TYPE ? option.id : option.value);
  }
  return params;
}

/** The wire variant a selection resolves to, or null until every non-colour attribute is chosen. */
export function selectedVariant(product: ProductDetailsAnswer, selection: QuickShopSelection): Variant | null {
  const resolved = resolveQuickShopVariant(product, selection);
  return resolved === null ? null : (product.variants.find((v) => v.id === resolved.id) ?? null);
}

/** One choice of an attribute for the chosen colour: whether such a variant exists and its stock. */
export interface OptionChoice {
  readonly option: Option;
  /** Null when the chosen colour has no variant with this option. */
  readonly stock: VariantStock | null;
}

/** The options of an attribute with the stock each would have with the rest of the selection. */
export function optionChoices(
  product: ProductDetailsAnswer,
  inventory: ProductInventoryAnswer | null,
  selection: QuickShopSelection,
  attribute: Attribute,
): OptionChoice[] {
  return attribute.options.map((option) => {
    const variant = selectedVariant(product, { ...selection, [attribute.type]: option.id });
    return { option, stock: variant === null ? null : quickShopVariantStock(product, inventory, variant.id) };
  });
}

/** The images of the chosen colour, view by view (the first colour's when none is chosen or it has none). */
export function imagesForSelection(product: ProductDetailsAnswer, selection: QuickShopSelection): ProductDetailsAnswer['images'] {
  const colour = selection[COLOUR_ATTRIBUTE_TYPE];
  const own = product.images.filter((image) => image.colourId === colour);
  if (own.length > 0) return own;
  const first = product.images[0]?.colourId;
  return product.images.filter((image) => image.colourId === first);
}

/** The price to show: the chosen variant's, else the chosen colour's, else the product's range. */
export function priceForSelection(product: ProductDetailsAnswer, selection: QuickShopSelection): ProductDetailsAnswer['price'] {
  const variant = selectedVariant(product, selection);
  if (variant !== null) return variant.price;
  const colour = colourAttribute(product)?.options.find((o) => o.id === selection[COLOUR_ATTRIBUTE_TYPE]);
  return colour?.price ?? product.price;
}

/** Stock of the resolved variant, or null while none is resolved. */
export function selectionStock(product: ProductDetailsAnswer, inventory: ProductInventoryAnswer | null, selection: QuickShopSelection): VariantStock | null {
  const variant = selectedVariant(product, selection);
  return variant === null ? null : quickShopVariantStock(product, inventory, variant.id);
}

/** What the footer depends on beside the product and stock: the notify-me switch (the site's) and why quick-shop opened. */
export interface FooterContext {
  /** NOTIFY_ME_ENABLED: the storefront's switch, as the catalog answer carries it (STRIDE_NOTIFY_ME). */
  readonly notifyMe: boolean;
  readonly openedFor?: QuickShopOpenedFor;
}

/**
 * The footer action by the spec's precedence (domain `quickShopFooterAction`). The API's
 * `comingSoon` flag counts as a coming-soon badge.
 */
export function footerActionFor(
  product: ProductDetailsAnswer,
  stock: VariantStock | null,
  loggedIn: boolean,
  context: FooterContext = { notifyMe: false },
): QuickShopFooterAction {
  const badge = product.comingSoon ? 'Coming soon' : product.badge;
  return quickShopFooterAction({
    product: {
      ...(badge !== undefined ? { badge } : {}),
      ...(product.eyebrow !== undefined ? { eyebrow: product.eyebrow } : {}),
      presale: product.presale,
      notifyMe: product.notifyMe,
      allVariantsOutOfStock: product.allVariantsOutOfStock,
    },
    variantStock: stock?.stockStatus ?? null,
    notifyFeatureEnabled: context.notifyMe,
    loggedIn,
    openedFor: context.openedFor ?? 'add',
  });
}

/** "In stock", "Only 2 left", "Out of stock" for a variant, in the page's language. */
export function stockLabel(t: Translate, stock: VariantStock): string {
  if (stock.stockStatus === 'OutOfStock') return t('stock.out');
  return stock.quantity <= LOW_STOCK_QUANTITY ? t('stock.low', { count: stock.quantity }) : t('stock.in');
}

/** At or below this many units a variant says how many are left (Stride's choice). */
export const LOW_STOCK_QUANTITY = 3;
