import type { FavoritesRepository, SavedForLaterRepository } from '@stride/domain/lists';

/** What the list use cases run on; the page size comes from configuration. */
export interface ListsDeps {
  readonly savedForLater: SavedForLaterRepository;
  readonly favorites: FavoritesRepository;
  readonly pageSize: number;
}

/** Who calls: the access token's consumer; lists belong to it. */
export interface ListsCaller {
  readonly consumerNo: string;
}
