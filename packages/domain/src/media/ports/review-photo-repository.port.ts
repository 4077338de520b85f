import type { PhotoType } from '../review-photo.js';

/** A photo a shopper uploaded, its metadata already stripped. */
export interface StoredPhoto {
  readonly id: string;
  readonly consumerNo: string;
  readonly contentType: PhotoType;
  readonly bytes: Uint8Array;
  readonly createdAt: Date;
}

/**
 * Shoppers' photos with their reviews: kept as their uploader's until a review takes them (in the review's own
 * transaction), and shown only while that review is published.
 */
export interface ReviewPhotoRepository {
  insert(photo: StoredPhoto): Promise<void>;
  /** Of these ids, the ones that are this consumer's and not yet with a review. */
  unattached(consumerNo: string, ids: readonly string[]): Promise<string[]>;
  /** A photo of a published review, or null (unknown, not yet with a review, hidden after reports, or its review hidden). */
  findShown(id: string): Promise<{ readonly contentType: PhotoType; readonly bytes: Uint8Array } | null>;
}
