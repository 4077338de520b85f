/** The fields that make an item customised. */
export interface CustomisableItem {
  readonly isCustoms?: boolean | undefined;
  readonly recipeId?: string | undefined;
  readonly customsExternalUrl?: string | undefined;
}

/**
 * True when an item is customised: an external URL or a recipe id together with the customs flag.
 * @example isCustomisedItem({ isCustoms: true, recipeId: 'R1' }) // true
 */
export function isCustomisedItem(item: CustomisableItem): boolean {
  const hasRecipe = (item.recipeId?.trim() ?? '') !== '';
  const hasExternalUrl = (item.customsExternalUrl?.trim() ?? '') !== '';
  return item.isCustoms === true && (hasRecipe || hasExternalUrl);
}
