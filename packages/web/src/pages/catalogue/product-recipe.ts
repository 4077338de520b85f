/** The query parameter naming a customs recipe on a product URL (content spec section 2, commerce-core section 2). */
export const RECIPE_PARAM = 'recipe';

/** A recipe id as the cart takes it (`recipeId`, at most 100 characters): letters, digits, `-` and `_`. */
export const RECIPE_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The customs recipe a product URL carries (`?recipe=R-12345`), or null: a value the cart would refuse is ignored,
 * so a mangled link still opens the product page.
 * @example recipeFromUrl(new URL('https://stride.example/en-us/p/x-SR0045600?recipe=R1')) // 'R1'
 */
export function recipeFromUrl(url: URL): string | null {
  const value = url.searchParams.get(RECIPE_PARAM);
  return value !== null && RECIPE_ID.test(value) ? value : null;
}

/** A cart line with the page's recipe, when there is one (the cart keeps it as the item's recipeId). */
export function withRecipe<L extends object>(line: L, recipe: string | null): L & { recipeId?: string } {
  return recipe === null ? line : { ...line, recipeId: recipe };
}
