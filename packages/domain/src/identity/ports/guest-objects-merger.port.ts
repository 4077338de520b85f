/** The guest's basket, favorites and saved-for-later named at sign-in. */
export interface GuestObjectRefs {
  readonly basketId?: string | undefined;
  readonly favoriteId?: string | undefined;
  readonly saveForLaterId?: string | undefined;
}

/** Moves a guest's objects into an account (sign-in merge, commerce section 4). */
export interface GuestObjectsMerger {
  /**
   * Merges the named objects that belong to the guest `onlyFrom` (the caller proved it is that
   * guest) into the account; anything else, and everything when `onlyFrom` is undefined, is
   * ignored. Answers the account's open basket.
   */
  merge(accountConsumerNo: string, refs: GuestObjectRefs, onlyFrom: string | undefined): Promise<string | undefined>;
}
