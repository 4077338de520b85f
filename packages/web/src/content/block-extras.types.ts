import type { ArticleSearchAnswer, UserPhotosAnswer } from '@stride/application/storefront';

/** An article grid's first page as the server renders it, and what it asked for. */
export interface ArticleGridData {
  readonly search: ArticleSearchAnswer;
  readonly tagIds: readonly string[];
  /** The page size: rows x small-grid columns (3 without them); load more asks for as many again. */
  readonly pageSize: number;
}

/** A user-photo gallery's photos: the product's (its master id), or every product's when the lookup failed. */
export interface PhotoGalleryData {
  readonly photos: UserPhotosAnswer['photos'];
}

/** Data the article grids and photo galleries of a page show, loaded with the page, by block key. */
export interface ContentBlockExtras {
  readonly articleGrids: Readonly<Record<string, ArticleGridData>>;
  readonly photoGalleries: Readonly<Record<string, PhotoGalleryData>>;
}

/** A page without article grids or photo galleries. */
export const NO_BLOCK_EXTRAS: ContentBlockExtras = { articleGrids: {}, photoGalleries: {} };
