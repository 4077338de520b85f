/**
 * The option an arrow key moves to in a combobox's list of `count` options, where -1 is the input
 * itself: down from the last option and up from the input wrap around through the input.
 * @example nextActiveIndex(-1, 3, 1) // 0
 * @example nextActiveIndex(2, 3, 1) // -1
 * @example nextActiveIndex(-1, 3, -1) // 2
 */
export function nextActiveIndex(current: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  const slots = count + 1; // the options and the input
  return ((current + 1 + step + slots) % slots) - 1;
}
