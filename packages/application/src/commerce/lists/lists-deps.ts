import type { OpaqueTokens } from '@stride/domain/identity';
import type { FavoritesRepository, SavedForLaterRepository } from '@stride/domain/lists';

/** What the list use cases run on; the page size comes from configuration. */
export interface ListsDeps {
  readonly savedForLater: SavedForLaterRepository;
  readonly favorites: FavoritesRepository;
  readonly pageSize: number;
  /** Share links' tokens (random, base64url) and the digests stored for them. */
  readonly tokens: Pick<OpaqueTokens, 'generate' | 'digest'>;
  readonly now: () => Date;
}

/** Who calls: the access token's consumer; lists belong to it. */
export interface ListsCaller {
  readonly consumerNo: string;
}
