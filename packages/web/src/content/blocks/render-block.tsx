import type { ReactElement, ReactNode } from 'react';
import type { ContentBlock } from '@stride/domain/content';
import type { RootCategory } from '../../app/market.js';
import { useMarket, useRootData } from '../../app/router.js';
import { ArticleGridView } from './article-grid-block.js';
import { BannerView } from './banner-block.js';
import { BlockFrame } from './block-frame.js';
import { CategoryCardView, LinkedCardView, MultiLinkCardView, ProductTileView } from './card-blocks.js';
import { CollectionView } from './collection-block.js';
import { CtaButtonView, CtaCollectionView, IconAndTextView } from './cta-blocks.js';
import { PictureView, PromoBarView, RichTextView, SpacerView, VideoView } from './media-blocks.js';
import { BenefitBarView, SecondaryNavView, VerticalListView } from './navigation-blocks.js';
import { SocialGalleryView, UserPhotoGalleryView } from './gallery-blocks.js';
import { ExperienceView, FilterView, SegmentationView } from './personalisation-blocks.js';
import { ExtraBlockView } from './extra/extra-blocks.js';

const renderList = (blocks: readonly ContentBlock[]): ReactNode => blocks.map((child, index) => <RenderedBlock key={index} block={child} />);

function findCategory(categories: readonly RootCategory[], id: string): RootCategory | undefined {
  for (const category of categories) {
    if (category.id === id) return category;
    const found = findCategory(category.children, id);
    if (found) return found;
  }
  return undefined;
}

function BlockBody({ block, eager }: { readonly block: ContentBlock; readonly eager: boolean }): ReactElement | null {
  const market = useMarket();
  const { categories } = useRootData();
  switch (block.type) {
    case 'banner':
    case 'hero':
      return <BannerView block={block} eager={eager} />;
    case 'linked-card':
      return <LinkedCardView block={block} />;
    case 'multi-link-card':
      return <MultiLinkCardView block={block} />;
    case 'category-card':
      return (
        <CategoryCardView block={block} listUrl={findCategory(categories, block.categoryId)?.url ?? `/${market.locale.toLowerCase()}/c/${block.categoryId}`} />
      );
    case 'product-tile':
      return <ProductTileView block={block} eager={eager} />;
    case 'collection':
      return (
        <CollectionView block={block}>
          {block.items.map((child, index) => (
            <RenderedBlock key={index} block={child} />
          ))}
        </CollectionView>
      );
    case 'vertical-list-collection':
      return <VerticalListView block={block} />;
    case 'cta-button':
      return <CtaButtonView block={block} />;
    case 'cta-collection':
      return <CtaCollectionView block={block} />;
    case 'icon-and-text':
      return <IconAndTextView block={block} />;
    case 'benefit-bar':
      return <BenefitBarView block={block} />;
    case 'secondary-nav':
      return <SecondaryNavView block={block} />;
    case 'video':
      return <VideoView block={block} />;
    case 'picture':
      return <PictureView block={block} eager={eager} />;
    case 'spacer':
      return <SpacerView block={block} />;
    case 'rich-text':
      return <RichTextView block={block} />;
    case 'promo-bar':
      return <PromoBarView block={block} />;
    case 'filter':
      return <FilterView block={block} render={renderList} />;
    case 'segmentation':
      return <SegmentationView block={block} render={renderList} />;
    case 'experience':
      return <ExperienceView block={block} render={renderList} />;
    case 'article-grid':
      return <ArticleGridView block={block} />;
    case 'user-photo-gallery':
      return <UserPhotoGalleryView block={block} />;
    case 'social-gallery':
      return <SocialGalleryView block={block} />;
    case 'dialog':
    case 'product-recommendations':
    case 'upsell':
    case 'table':
      return <ExtraBlockView block={block} />;
    default:
      return null;
  }
}

/** One block in its frame (hiding, margins, promotion tracking). `eager` for the page's first block (its picture is the LCP). */
export function RenderedBlock({ block, eager = false }: { readonly block: ContentBlock; readonly eager?: boolean }): ReactElement {
  return (
    <BlockFrame block={block}>
      <BlockBody block={block} eager={eager} />
    </BlockFrame>
  );
}
