import type { ReactElement } from 'react';
import type { CategoryCardBlock, LinkedCardBlock, MultiLinkCardBlock, ProductTileBlock } from '@stride/domain/content';
import { useMarket } from '../../app/router.js';
import { formatPrice } from '../../ui/format-price.js';
import { productCardKey } from '../product-cards.js';
import { useContentContext } from './block-context.js';
import { ContentPicture, RichText } from './content-links.js';

/** A linked card: the whole card is one link (picture, title, subtitle). */
export function LinkedCardView({ block }: { readonly block: LinkedCardBlock }): ReactElement {
  return (
    <a className="content-card" href={block.target.url} style={block.textColor ? { color: block.textColor } : undefined}>
      {block.media && <ContentPicture className="content-card__media" media={{ ...block.media, alt: '' }} />}
      <span className="content-card__title">{block.title}</span>
      {block.subtitle && <span className="content-card__subtitle">{block.subtitle}</span>}
    </a>
  );
}

/** A multi-link card: a picture and a title over a list of links. */
export function MultiLinkCardView({ block }: { readonly block: MultiLinkCardBlock }): ReactElement {
  return (
    <div className="content-card content-card--multi">
      {block.media && <ContentPicture className="content-card__media" media={block.media} />}
      <h3 className="content-card__title">{block.title}</h3>
      {block.richText && <RichText html={block.richText} />}
      <ul className="content-card__links">
        {block.links.map((link) => (
          <li key={link.url}>
            <a href={link.url}>{link.text}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A category card: a catalogue category with its picture, linking to its list page (or the editor's link). */
export function CategoryCardView({ block, listUrl }: { readonly block: CategoryCardBlock; readonly listUrl: string }): ReactElement {
  return (
    <a className="content-card content-card--category" href={block.target?.url ?? listUrl}>
      {block.media && <ContentPicture className="content-card__media" media={{ ...block.media, alt: '' }} />}
      <span className="content-card__title">{block.title}</span>
    </a>
  );
}

/** A product tile: the product's picture (in the tile's colour), name and price, linking to its page. */
export function ProductTileView({ block, eager = false }: { readonly block: ProductTileBlock; readonly eager?: boolean }): ReactElement | null {
  const { products } = useContentContext();
  const market = useMarket();
  const card = products[productCardKey(block.productId, block.colourId)] ?? products[block.productId];
  if (card === undefined) return null;
  const reduced = card.price < card.originalPrice;
  return (
    <a className="content-product" href={card.url}>
      {card.image && (
        <img src={card.image.url} alt="" width={400} height={400} loading={eager ? 'eager' : 'lazy'} decoding="async" className="content-product__image" />
      )}
      <span className="content-product__name">{card.name}</span>
      <span className={reduced ? 'content-product__price content-product__price--sale' : 'content-product__price'}>
        {formatPrice(card.price, card.currency, market.locale)}
      </span>
    </a>
  );
}
