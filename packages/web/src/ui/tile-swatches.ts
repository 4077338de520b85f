/** Swatches a tile shows before "+N more" (Stride's choice: fits a 160 px tile on a phone). */
export const TILE_MAX_SWATCHES = 5;

/**
 * The swatches a tile shows: the first TILE_MAX_SWATCHES in the product's order, with the colour the tile shows among
 * them (in the last place when it comes later), so the swatch of the image on screen never hides behind "+N".
 * @example tileSwatches(sevenColours, sevenColours[6].id).map((s) => s.id) // the first four, then the seventh
 */
export function tileSwatches<S extends { readonly id: string }>(swatches: readonly S[], shownId: string | undefined): S[] {
  const first = swatches.slice(0, TILE_MAX_SWATCHES);
  const shown = swatches.find((swatch) => swatch.id === shownId);
  if (shown === undefined || first.includes(shown)) return first;
  return [...first.slice(0, TILE_MAX_SWATCHES - 1), shown];
}
