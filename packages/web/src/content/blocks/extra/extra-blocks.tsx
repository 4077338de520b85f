import type { ReactElement } from 'react';
import type { DialogBlock, ProductRecommendationsBlock, TableBlock } from '@stride/domain/content';
import { DialogBlockView } from './dialog-block.js';
import { RecommendationsCarouselView, UpsellView } from './recommendations-block.js';
import { TableView } from './table-block.js';

/** The event sign-up dialog, the recommendation carousel and upsell, and tables (size charts, comparisons). */
export function ExtraBlockView({ block }: { readonly block: DialogBlock | ProductRecommendationsBlock | TableBlock }): ReactElement | null {
  switch (block.type) {
    case 'dialog':
      return <DialogBlockView block={block} />;
    case 'product-recommendations':
      return <RecommendationsCarouselView block={block} />;
    case 'upsell':
      return <UpsellView block={block} />;
    case 'table':
      return <TableView block={block} />;
  }
}
