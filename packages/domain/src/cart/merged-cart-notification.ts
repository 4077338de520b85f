/**
 * After a sign-in merge, the merged-cart notification shows only when the item count rose.
 * @example shouldShowMergedCartNotification(2, 3) // true
 */
export function shouldShowMergedCartNotification(itemCountBeforeSignIn: number, itemCountAfterMerge: number): boolean {
  return itemCountAfterMerge > itemCountBeforeSignIn;
}
