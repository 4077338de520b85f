/** A shopper's photo as the review user-generated content dialog shows it: a review's or a gallery's. */
export interface UgcPhoto {
  /** The id its report names (`POST /ugc/media/{mediaId}/reports`). */
  readonly mediaId: string;
  readonly url: string;
  readonly alt: string;
  /** The name its shopper chose to show. */
  readonly author: string;
  /** When it was posted (ISO 8601). */
  readonly postedAt: string;
  /** Its shopper's words, if any beside the alt text. */
  readonly caption?: string;
}

/** A set of photos to show in the dialog, from one of them; `opened` counts the openings, so each mounts it anew. */
export interface PhotoSet {
  readonly photos: readonly UgcPhoto[];
  readonly start: number;
  readonly opened: number;
}
