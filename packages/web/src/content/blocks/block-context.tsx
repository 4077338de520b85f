import { createContext, useContext } from 'react';
import type { ContentProductCards } from '../product-cards.js';
import type { ExperienceDecision, P13nForcedVariant, PromotionTracking } from '@stride/domain/content';

/** A promotion event a block reports: clicked, or seen (once per view, on becoming visible). */
export type PromotionEvent = { readonly kind: 'click' | 'impression'; readonly tracking: PromotionTracking; readonly blockType: string };

/**
 * What blocks need from the page around them. The seams for the consent and experiments work: `decide` answers an
 * experience's decision (pending until the experiment engine is wired), `personalisationAllowed` is the targeting
 * consent (C0004), `trackPromotion` receives promotion clicks and impressions (analytics).
 */
export interface ContentRenderContext {
  /** The products the page's product-tile blocks show, loaded with the page. */
  readonly products: ContentProductCards;
  readonly personalisationAllowed: boolean;
  readonly forcedVariants: readonly P13nForcedVariant[];
  readonly decide: (experienceId: string) => ExperienceDecision;
  readonly trackPromotion: (event: PromotionEvent) => void;
}

/** No decision yet, no tracking: what the server renders with. */
export const DEFAULT_RENDER_CONTEXT: ContentRenderContext = {
  products: {},
  personalisationAllowed: false,
  forcedVariants: [],
  decide: () => ({ status: 'pending' }),
  trackPromotion: () => {},
};

export const ContentRenderContextValue = createContext<ContentRenderContext>(DEFAULT_RENDER_CONTEXT);

/** The render context of the blocks around. */
export function useContentContext(): ContentRenderContext {
  return useContext(ContentRenderContextValue);
}
