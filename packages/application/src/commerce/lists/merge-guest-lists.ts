import type { ListsDeps } from './lists-deps.js';

/** How many lines moved into the account's lists at sign-in. */
export interface MergedLists {
  readonly savedForLater: number;
  readonly favorites: number;
}

/**
 * Sign-in merge (commerce section 4): moves the guest's saved-for-later and favorites lines into the
 * account's lists. Only the guest's own lists are read, so naming another account's list ids in
 * guestObjects takes nothing from it.
 */
export async function mergeGuestLists(
  deps: Pick<ListsDeps, 'savedForLater' | 'favorites'>,
  guestConsumerNo: string,
  accountConsumerNo: string,
): Promise<MergedLists> {
  const savedForLater = await deps.savedForLater.merge(guestConsumerNo, accountConsumerNo);
  const favorites = await deps.favorites.merge(guestConsumerNo, accountConsumerNo);
  return { savedForLater, favorites };
}
