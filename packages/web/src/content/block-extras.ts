import type { StrideApiClient } from '@stride/adapters-http/browser';
import type { CatalogueMarket } from '@stride/domain/catalogue';
import {
  CONTENT_ARTICLE_DOC_TYPE,
  articleGridInitialLoad,
  type ArticleGridBlock,
  type CmsPage,
  type ContentBlock,
  type UserGeneratedContentBlock,
} from '@stride/domain/content';
import { USER_PHOTO_LIMITS } from '@stride/domain/media';
import { contentRouteAddresses } from '@stride/application/content-route-addresses';
import { NO_BLOCK_EXTRAS, type ArticleGridData, type ContentBlockExtras, type PhotoGalleryData } from './block-extras.types.js';

/** The no-JavaScript article grid's state in the page URL: the selected tags and how many articles show. */
export const ARTICLE_GRID_TAGS_PARAM = 'tags';
export const ARTICLE_GRID_SHOWN_PARAM = 'shown';

/** A grid's key: what it shows (two identical grids show the same). */
export const articleGridKey = (block: ArticleGridBlock): string => JSON.stringify([block.rows ?? null, block.columns?.sm ?? null, block.tagIds ?? []]);
/** A gallery's key: the product it shows. */
export const photoGalleryKey = (block: UserGeneratedContentBlock): string => block.productId ?? '';

function blocksOf(sections: CmsPage['sections']): ContentBlock[] {
  const found: ContentBlock[] = [];
  const visit = (block: ContentBlock): void => {
    found.push(block);
    if (block.type === 'collection' || block.type === 'filter') block.items.forEach(visit);
    if (block.type === 'segmentation') [...block.segments.flatMap((segment) => segment.items), ...block.baselines].forEach(visit);
    if (block.type === 'experience') [...block.baselines, ...block.variants.flatMap((variant) => variant.targets)].forEach(visit);
  };
  sections.forEach((section) => section.items.forEach(visit));
  return found;
}

type SiteId = 'en-us' | 'en-ca' | 'fr-ca' | 'en-gb';

const TAG_ID = /^[a-z0-9][a-z0-9-]{0,59}$/;

/** The tags and count the URL asks for (a shopper without JavaScript follows the grid's links), bounded. */
export function articleGridUrlState(url: URL | undefined): { readonly tagIds: readonly string[] | null; readonly shown: number | null } {
  const tags = url?.searchParams.get(ARTICLE_GRID_TAGS_PARAM);
  const shown = Number(url?.searchParams.get(ARTICLE_GRID_SHOWN_PARAM) ?? '');
  return {
    tagIds:
      tags == null
        ? null
        : tags
            .split(',')
            .filter((tag) => TAG_ID.test(tag))
            .slice(0, 12),
    shown: Number.isInteger(shown) && shown > 0 ? Math.min(shown, 50) : null,
  };
}

async function loadArticleGrid(api: StrideApiClient, siteId: SiteId, block: ArticleGridBlock, url: URL | undefined): Promise<ArticleGridData | undefined> {
  const pageSize = articleGridInitialLoad(block);
  const wanted = articleGridUrlState(url);
  const tagIds = wanted.tagIds ?? block.tagIds ?? [];
  const answer = await api.with(contentRouteAddresses).call('searchContentShowcase', {
    params: { mode: 'published', siteId, docType: CONTENT_ARTICLE_DOC_TYPE },
    query: { limit: Math.max(pageSize, wanted.shown ?? 0), ...(tagIds.length > 0 ? { tagId: tagIds.join(',') } : {}) },
  });
  if (answer.isErr()) {
    console.warn('Stride: the article grid could not be loaded', answer.error);
    return undefined;
  }
  return { search: answer.value, tagIds, pageSize };
}

/**
 * The user-photo gallery's photos: the product is looked up by id and its master id read (content spec section 7); a
 * failed lookup is logged and the gallery shows the store's photos without a product tag (section 8), never an error.
 */
async function loadPhotoGallery(api: StrideApiClient, block: UserGeneratedContentBlock): Promise<PhotoGalleryData | undefined> {
  let masterId: string | undefined;
  if (block.productId != null) {
    const product = await api.call('getProductDetails', { params: { productId: block.productId } });
    if (product.isOk()) masterId = product.value.id;
    else console.warn(`Stride: product lookup for the photo gallery failed (${block.productId}); showing photos without a product tag`, product.error);
  }
  const photos = await api.with(contentRouteAddresses).call('getUserPhotos', {
    query: { limit: USER_PHOTO_LIMITS.galleryDefault, ...(masterId === undefined ? {} : { productId: masterId }) },
  });
  if (photos.isErr()) {
    console.warn('Stride: the photo gallery could not be loaded', photos.error);
    return undefined;
  }
  return { photos: photos.value.photos };
}

/** Loads what a page's article grids and photo galleries show; a part that fails is logged and its block renders nothing. */
export async function loadBlockExtras(api: StrideApiClient, market: CatalogueMarket, sections: CmsPage['sections'], url?: URL): Promise<ContentBlockExtras> {
  const blocks = blocksOf(sections);
  const siteId = market.locale.toLowerCase() as SiteId;
  const grids = blocks.filter((block): block is ArticleGridBlock => block.type === 'article-grid');
  const galleries = blocks.filter((block): block is UserGeneratedContentBlock => block.type === 'user-photo-gallery');
  if (grids.length === 0 && galleries.length === 0) return NO_BLOCK_EXTRAS;
  const [gridData, galleryData] = await Promise.all([
    Promise.all(grids.map(async (block) => [articleGridKey(block), await loadArticleGrid(api, siteId, block, url)] as const)),
    Promise.all(galleries.map(async (block) => [photoGalleryKey(block), await loadPhotoGallery(api, block)] as const)),
  ]);
  const present = <T>(entries: readonly (readonly [string, T | undefined])[]) =>
    Object.fromEntries(entries.filter((entry): entry is readonly [string, T] => entry[1] !== undefined));
  return { articleGrids: present(gridData), photoGalleries: present(galleryData) };
}
