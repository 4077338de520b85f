import type { StrideApiClient } from '@stride/adapters-http/browser';
import type { CmsPage, ContentBlock } from '@stride/domain/content';

/** What a product-tile block shows of a product: its picture in the chosen colour, name, price and page. */
export interface ContentProductCard {
  readonly id: string;
  readonly name: string;
  readonly url: string;
  readonly image: { readonly url: string; readonly alt: string } | null;
  readonly price: number;
  readonly originalPrice: number;
  readonly currency: string;
}

/** Product cards by product id (and by `id:colourId` for a tile that names its colour). */
export type ContentProductCards = Readonly<Record<string, ContentProductCard>>;

function childrenOf(block: ContentBlock): readonly ContentBlock[] {
  switch (block.type) {
    case 'collection':
    case 'filter':
      return block.items;
    case 'segmentation':
      return [...block.segments.flatMap((segment) => segment.items), ...block.baselines];
    case 'experience':
      return [...block.baselines, ...block.variants.flatMap((variant) => variant.targets)];
    default:
      return [];
  }
}

/** The product-tile blocks of a page's sections, however deep (collections, segments, variants, filters). */
export function productTilesOf(sections: CmsPage['sections']): { readonly productId: string; readonly colourId?: string | null }[] {
  const tiles: { productId: string; colourId?: string | null }[] = [];
  const visit = (block: ContentBlock): void => {
    if (block.type === 'product-tile') tiles.push({ productId: block.productId, colourId: block.colourId ?? null });
    childrenOf(block).forEach(visit);
  };
  sections.forEach((section) => section.items.forEach(visit));
  return tiles;
}

/** The key of a tile's card: the product, and its colour when the tile names one. */
export const productCardKey = (productId: string, colourId?: string | null): string => (colourId ? `${productId}:${colourId}` : productId);

/**
 * Loads the products a page's product-tile blocks show (their details, in parallel); a product that cannot be read
 * is left out and its tile renders nothing.
 */
export async function loadProductCards(api: StrideApiClient, sections: CmsPage['sections']): Promise<ContentProductCards> {
  const tiles = productTilesOf(sections);
  const ids = [...new Set(tiles.map((tile) => tile.productId))];
  const answers = await Promise.all(ids.map((productId) => api.call('getProductDetails', { params: { productId } })));
  const cards: Record<string, ContentProductCard> = {};
  answers.forEach((answer) => {
    if (answer.isErr()) return;
    const product = answer.value;
    const card = (colourId?: string | null): ContentProductCard => {
      const image = product.images.find((candidate) => candidate.colourId === colourId) ?? product.images[0];
      return {
        id: product.id,
        name: product.name,
        url: product.url,
        image: image ? { url: image.url, alt: image.alt } : null,
        price: product.price.lowCurrent ?? product.price.current,
        originalPrice: product.price.original,
        currency: product.currency,
      };
    };
    cards[product.id] = card();
    for (const tile of tiles) if (tile.productId === product.id && tile.colourId) cards[productCardKey(product.id, tile.colourId)] = card(tile.colourId);
  });
  return cards;
}
