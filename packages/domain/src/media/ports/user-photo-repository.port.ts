import type { UserPhoto } from '../user-photo.js';

/** Which approved photos a read wants: one product's (or every product's), a page at a time, newest first. */
export interface UserPhotoQuery {
  readonly productId?: string;
  readonly limit: number;
  readonly offset: number;
}

/** A page of approved photos and how many there are in all. */
export interface UserPhotoPage {
  readonly photos: readonly UserPhoto[];
  readonly total: number;
}

/** The store's user-generated media: shoppers' photos, moderated (only approved ones are ever read for a page). */
export interface UserPhotoRepository {
  /** Approved photos, newest first. */
  listApproved(query: UserPhotoQuery): Promise<UserPhotoPage>;
  /** Stores photos (a moderation tool or the demo seed); an id stored before is left as it is. */
  add(photos: readonly UserPhoto[]): Promise<number>;
}
