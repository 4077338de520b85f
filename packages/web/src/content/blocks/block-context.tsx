import { createContext, useContext } from 'react';
import { NO_BLOCK_EXTRAS, type ContentBlockExtras } from '../block-extras.types.js';
import type { ContentProductCards } from '../product-cards.js';
import type { P13nForcedVariant, PromotionTracking } from '@stride/domain/content';

/** A promotion event a block reports: clicked, or seen (once per view, on becoming visible). */
export type PromotionEvent = { readonly kind: 'click' | 'impression'; readonly tracking: PromotionTracking; readonly blockType: string };

/**
 * What blocks need from the page around them. Experiences ask the experiment client (personalisation/) for their
 * decision, which answers the baseline without targeting consent (C0004); promotion clicks and impressions are read
 * from the blocks' data-promotion-* attributes by one document-level tracker (personalisation/promotion-tracker.ts),
 * so no block ships tracking code; `trackPromotion` remains for a block that reports an event itself.
 */
export interface ContentRenderContext {
  /** The products the page's product-tile blocks show, loaded with the page. */
  readonly products: ContentProductCards;
  /** What the page's article grids and photo galleries show, loaded with the page. */
  readonly extras: ContentBlockExtras;
  readonly forcedVariants: readonly P13nForcedVariant[];
  readonly trackPromotion: (event: PromotionEvent) => void;
}

/** No decision yet, no tracking: what the server renders with. */
export const DEFAULT_RENDER_CONTEXT: ContentRenderContext = {
  products: {},
  extras: NO_BLOCK_EXTRAS,
  forcedVariants: [],
  trackPromotion: () => {},
};

export const ContentRenderContextValue = createContext<ContentRenderContext>(DEFAULT_RENDER_CONTEXT);

/** The render context of the blocks around. */
export function useContentContext(): ContentRenderContext {
  return useContext(ContentRenderContextValue);
}
