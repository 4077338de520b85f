import type { ContentBlock, ContentHydrationMode } from '@stride/domain/content';

/**
 * How a block hydrates when the editor did not say: a block whose behaviour needs JavaScript (carousel, fading
 * preview, close button, player, a photo that opens its dialog, shopper-dependent content) hydrates when it nears the
 * viewport, or when the browser is idle for the ones that depend on the shopper or sit at the top; every other block is
 * server-only HTML.
 */
export function hydrationModeOf(block: ContentBlock): ContentHydrationMode {
  if (block.hydration) return block.hydration;
  switch (block.type) {
    case 'segmentation':
    case 'experience':
    case 'benefit-bar':
      return 'on-idle';
    case 'vertical-list-collection':
    case 'video':
    case 'article-grid':
    case 'social-gallery':
    case 'user-photo-gallery':
    case 'dialog':
    case 'product-recommendations':
    case 'upsell':
      return 'on-visible';
    case 'collection':
      return Object.values(block.breakpoints ?? {}).some((layout) => layout?.type === 'carousel') || block.collectionType === 'carousel'
        ? 'on-visible'
        : 'server-only';
    default:
      return 'server-only';
  }
}
