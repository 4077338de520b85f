import { err, ok, type Result } from 'neverthrow';
import type { CatalogueProduct, ProductVariant } from './product.schema.js';

/** Attribute type of the colour choice (the `color` query parameter names it). */
export const COLOUR_ATTRIBUTE_TYPE = 'color';

/** Chosen option id per attribute type. */
export type QuickShopSelection = Readonly<Record<string, string>>;

/** An option that does not exist on the product (a StrideError with Stride's own code). */
export interface QuickShopSelectionError {
  readonly code: 'QUICK_SHOP_UNKNOWN_OPTION';
  readonly message: string;
  readonly details: { readonly attributeType: string; readonly optionId: string };
}

/**
 * Chooses one attribute option. Attributes are chosen stepwise in the product's attribute order,
 * so a new choice clears the choices of every later attribute (their availability may differ).
 */
export function chooseQuickShopOption(
  product: Pick<CatalogueProduct, 'attributes'>,
  selection: QuickShopSelection,
  attributeType: string,
  optionId: string,
): Result<QuickShopSelection, QuickShopSelectionError> {
  const index = product.attributes.findIndex((a) => a.type === attributeType);
  const attribute = product.attributes[index];
  if (attribute === undefined || !attribute.options.some((o) => o.id === optionId)) {
    return err({
      code: 'QUICK_SHOP_UNKNOWN_OPTION',
      message: `The product has no ${attributeType} option ${optionId}`,
      details: { attributeType, optionId },
    });
  }
  const next: Record<string, string> = {};
  for (const earlier of product.attributes.slice(0, index)) {
    const chosen = selection[earlier.type];
    if (chosen !== undefined) next[earlier.type] = chosen;
  }
  next[attributeType] = optionId;
  return ok(next);
}

/** Variant for a selection, or null until every non-colour attribute is chosen and matches one. */
export function resolveQuickShopVariant(product: Pick<CatalogueProduct, 'attributes' | 'variants'>, selection: QuickShopSelection): ProductVariant | null {
  const required = product.attributes.map((a) => a.type).filter((t) => t !== COLOUR_ATTRIBUTE_TYPE);
  if (required.some((type) => selection[type] === undefined)) return null;
  // A chosen colour must match too when variants carry one (a product of several colours);
  // otherwise a size would resolve to that size in the first colour.
  const matches = (v: ProductVariant, type: string): boolean =>
    v.attributes[type] === selection[type] || (type === COLOUR_ATTRIBUTE_TYPE && v.attributes[type] === undefined);
  const chosen = product.attributes.map((a) => a.type).filter((type) => selection[type] !== undefined);
  const match = product.variants.find((v) => chosen.every((type) => matches(v, type)));
  return match ?? null;
}
