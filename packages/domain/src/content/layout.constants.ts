/** Responsive breakpoints of content blocks. */
export type ContentBreakpoint = 'sm' | 'md' | 'lg';

/** Banner gradient styles and the share of the block each covers (spec content section 9). */
export const CONTENT_GRADIENT_HEIGHTS = { full: '35%', focused: '50%', off: '0' } as const;
export type ContentGradientStyle = keyof typeof CONTENT_GRADIENT_HEIGHTS;

/** Caption positions a banner accepts. */
export const CONTENT_CAPTION_POSITIONS = ['top', 'bottom', 'off'] as const;
/** Widest a banner caption may be. */
export const CONTENT_CAPTION_MAX_WIDTH = '9.375rem';

/** Default CTA button sizes per breakpoint: sm on small screens, md on md and lg. */
export const CONTENT_CTA_COLLECTION_DEFAULT_SIZES: Readonly<Record<ContentBreakpoint, 'sm' | 'md'>> = { sm: 'sm', md: 'md', lg: 'md' };
/** CTA carousel slide widths per breakpoint. */
export const CONTENT_CTA_CAROUSEL_SLIDE_WIDTHS: Readonly<Record<ContentBreakpoint, string>> = { sm: '19.25rem', md: '26.5rem', lg: '26.5rem' };

/** Split banner image widths in percent; the first is the default. */
export const CONTENT_SPLIT_IMAGE_WIDTH_OPTIONS = [60, 50, 40] as const;
export type ContentSplitImageWidth = (typeof CONTENT_SPLIT_IMAGE_WIDTH_OPTIONS)[number];
export const CONTENT_SPLIT_IMAGE_DEFAULT_WIDTH: ContentSplitImageWidth = 60;

/** Banner linkType that hides the buttons. */
export const CONTENT_LINK_TYPE_NO_CTA = 'No-CTA';
/** Collection name marker that forces a full-width grid on md and lg. */
export const CONTENT_STACKED_COLLECTION_MARKER = '[stacked]';
/** Collection title alignment options. */
export const CONTENT_COLLECTION_ALIGNMENTS = ['center', 'right'] as const;
/** Icon-and-text collections with exactly this many items use two columns. */
export const CONTENT_ICON_AND_TEXT_TWO_COLUMN_COUNT = 4;

/** Mega menu bar height and the share of the width one column takes. */
export const CONTENT_MEGA_MENU_BAR_HEIGHT = '2.35rem';
export const CONTENT_MEGA_MENU_COLUMN_FRACTION = 1 / 6;

/** Hero product-overlay picture sizes in CSS pixels per breakpoint. */
export const CONTENT_HERO_OVERLAY_PICTURE_SIZES: Readonly<Record<ContentBreakpoint, { width: number; height: number }>> = {
  sm: { width: 196, height: 343 },
  md: { width: 271, height: 467 },
  lg: { width: 344, height: 538 },
};

/** Wait before creating the social gallery widget. */
export const CONTENT_GALLERY_WIDGET_WAIT_MS = 500;
/** Related articles shown under an article. */
export const CONTENT_RELATED_ARTICLE_COUNT = 4;
/** Articles an article grid loads first when the editor set no rows and columns (rows x small-grid columns otherwise). */
export const CONTENT_ARTICLE_GRID_FALLBACK_INITIAL_LOAD = 3;
/** Tag toggles an article grid shows before "All tags", per breakpoint. */
export const CONTENT_ARTICLE_FACET_PREVIEW_COUNTS: Readonly<Record<ContentBreakpoint, number>> = { sm: 4, md: 10, lg: 20 };
/** The showcase document type articles are stored under (`showcase` documents keyed `article/{slug}`). */
export const CONTENT_ARTICLE_DOC_TYPE = 'article';
