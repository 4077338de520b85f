import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bannerGradientHeight, bannerHeadingTag, bannerShowsButtons, splitImageWidthPercent } from './banner-layout.js';
import { collectionAutorotateIntervalMs, collectionLayouts, iconAndTextColumnCount, isStackedCollection } from './collection-layout.js';
import {
  CONTENT_CAPTION_MAX_WIDTH,
  CONTENT_CTA_CAROUSEL_SLIDE_WIDTHS,
  CONTENT_CTA_COLLECTION_DEFAULT_SIZES,
  CONTENT_GALLERY_WIDGET_WAIT_MS,
  CONTENT_HERO_OVERLAY_PICTURE_SIZES,
  CONTENT_MEGA_MENU_BAR_HEIGHT,
  CONTENT_MEGA_MENU_COLUMN_FRACTION,
  CONTENT_RELATED_ARTICLE_COUNT,
} from './layout.constants.js';

describe('layout constants (spec content section 9)', () => {
  it('holds the spec values', () => {
    expect(CONTENT_CAPTION_MAX_WIDTH).toBe('9.375rem');
    expect(CONTENT_CTA_COLLECTION_DEFAULT_SIZES).toEqual({ sm: 'sm', md: 'md', lg: 'md' });
    expect(CONTENT_CTA_CAROUSEL_SLIDE_WIDTHS).toEqual({ sm: '19.25rem', md: '26.5rem', lg: '26.5rem' });
    expect(CONTENT_MEGA_MENU_BAR_HEIGHT).toBe('2.35rem');
    expect(CONTENT_MEGA_MENU_COLUMN_FRACTION).toBeCloseTo(1 / 6);
    expect(CONTENT_HERO_OVERLAY_PICTURE_SIZES).toEqual({
      sm: { width: 196, height: 343 },
      md: { width: 271, height: 467 },
      lg: { width: 344, height: 538 },
    });
    expect(CONTENT_GALLERY_WIDGET_WAIT_MS).toBe(500);
    expect(CONTENT_RELATED_ARTICLE_COUNT).toBe(4);
  });
});

describe('banner rules', () => {
  it('maps gradient styles to heights', () => {
    expect(bannerGradientHeight('full')).toBe('35%');
    expect(bannerGradientHeight('focused')).toBe('50%');
    expect(bannerGradientHeight('off')).toBe('0');
    expect(bannerGradientHeight(undefined)).toBe('0');
  });

  it('hides buttons for No-CTA and picks h1 only for titleH1', () => {
    expect(bannerShowsButtons('No-CTA')).toBe(false);
    expect(bannerShowsButtons('CTA')).toBe(true);
    expect(bannerHeadingTag(true)).toBe('h1');
    expect(bannerHeadingTag(false)).toBe('h2');
    expect(bannerHeadingTag(undefined)).toBe('h2');
  });

  it('accepts split image widths 60, 50 and 40, defaulting to 60', () => {
    expect(splitImageWidthPercent(50)).toBe(50);
    expect(splitImageWidthPercent('40%')).toBe(40);
    expect(splitImageWidthPercent(45)).toBe(60);
    expect(splitImageWidthPercent(undefined)).toBe(60);
  });

  it('law: the split width is always one of the three options', () => {
    fc.assert(fc.property(fc.anything(), (raw) => [60, 50, 40].includes(splitImageWidthPercent(raw))));
  });
});

describe('collection rules', () => {
  it('forces a [stacked] collection to a full-width grid on md and lg only', () => {
    const breakpoints = { sm: { type: 'carousel' }, md: { type: 'carousel', autorotateTime: 4 } } as const;
    expect(collectionLayouts('Trail picks [stacked]', breakpoints)).toEqual({
      sm: { type: 'carousel' },
      md: { type: 'grid', fullWidth: true, autorotateTime: 4 },
      lg: { type: 'grid', fullWidth: true },
    });
    expect(collectionLayouts('Trail picks', breakpoints)).toBe(breakpoints);
    expect(isStackedCollection(undefined)).toBe(false);
  });

  it('turns autorotateTime seconds into milliseconds', () => {
    expect(collectionAutorotateIntervalMs(5)).toBe(5000);
    expect(collectionAutorotateIntervalMs(0.5)).toBe(500);
    expect(collectionAutorotateIntervalMs(0)).toBeNull();
    expect(collectionAutorotateIntervalMs(undefined)).toBeNull();
  });

  it('uses two columns for exactly four icon-and-text items', () => {
    expect(iconAndTextColumnCount(4)).toBe(2);
    expect(iconAndTextColumnCount(3)).toBe(3);
    expect(iconAndTextColumnCount(5)).toBe(3);
    expect(iconAndTextColumnCount(1)).toBe(1);
  });

  it('law: the autorotate interval is 1000 times the seconds for any positive time', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 600 }), (seconds) => collectionAutorotateIntervalMs(seconds) === seconds * 1000));
  });

  it('law: a stacked collection is a grid on md and lg whatever the editor set', () => {
    const layout = fc.record({ type: fc.constantFrom('carousel' as const, 'grid' as const) }, { requiredKeys: [] });
    fc.assert(
      fc.property(fc.string(), layout, layout, (name, md, lg) => {
        const out = collectionLayouts(`${name}[stacked]`, { md: md.type ? { type: md.type } : undefined, lg: lg.type ? { type: lg.type } : undefined });
        return out.md?.type === 'grid' && out.lg?.type === 'grid' && out.md.fullWidth === true && out.lg.fullWidth === true;
      }),
    );
  });
});
