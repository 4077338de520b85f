import {
  CONTENT_GRADIENT_HEIGHTS,
  CONTENT_LINK_TYPE_NO_CTA,
  CONTENT_SPLIT_IMAGE_DEFAULT_WIDTH,
  CONTENT_SPLIT_IMAGE_WIDTH_OPTIONS,
  type ContentSplitImageWidth,
} from './layout.constants.js';

/**
 * The gradient height for a banner's gradientStyle; an unknown style draws no gradient.
 * @example bannerGradientHeight('focused') // '50%'
 */
export function bannerGradientHeight(style: string | undefined): string {
  if (style === 'full' || style === 'focused') return CONTENT_GRADIENT_HEIGHTS[style];
  return CONTENT_GRADIENT_HEIGHTS.off;
}

/** Buttons show unless linkType is No-CTA. */
export function bannerShowsButtons(linkType: string | undefined): boolean {
  return linkType !== CONTENT_LINK_TYPE_NO_CTA;
}

/** titleH1 makes the banner heading an h1, otherwise it is an h2. */
export function bannerHeadingTag(titleH1: boolean | undefined): 'h1' | 'h2' {
  return titleH1 === true ? 'h1' : 'h2';
}

/**
 * The split banner image width in percent: 60, 50 or 40 (numbers or strings such as "50%"); anything else is 60.
 */
export function splitImageWidthPercent(raw: unknown): ContentSplitImageWidth {
  const value = typeof raw === 'string' ? Number(raw.trim().replace(/%$/, '')) : raw;
  const option = CONTENT_SPLIT_IMAGE_WIDTH_OPTIONS.find((width) => width === value);
  return option ?? CONTENT_SPLIT_IMAGE_DEFAULT_WIDTH;
}
