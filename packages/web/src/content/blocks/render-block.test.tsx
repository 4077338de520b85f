import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BannerBlock, CollectionBlock, ContentBlock, HeroBlock, IconAndTextBlock } from '@stride/domain/content';
import { WithPage } from '../testing.js';
import { RenderedBlock } from './render-block.js';

const media = { url: '/images/content/trail.jpg', alt: 'A runner on a trail', width: 1600, height: 900 };
const target = { url: '/en-us/c/running-4100', text: 'Shop running' };
const banner = (fields: Partial<BannerBlock> = {}): BannerBlock => ({
  type: 'banner',
  variant: 'overlay',
  title: 'Built for the long run',
  media,
  targets: [target],
  ...fields,
});
const html = (block: ContentBlock, path = '/en-us'): string =>
  renderToString(
    <WithPage path={path}>
      <RenderedBlock block={block} />
    </WithPage>,
  );

describe('banner and hero blocks', () => {
  it('makes the title an h1 only with titleH1, and keeps a hidden title for assistive reading', () => {
    expect(html(banner({ titleH1: true }))).toMatch(/<h1 class="cms-banner__title">Built for the long run<\/h1>/);
    expect(html(banner())).toMatch(/<h2 class="cms-banner__title">/);
    expect(html(banner({ hideTitle: true }))).toMatch(/<h2 class="visually-hidden">Built for the long run<\/h2>/);
  });

  it('shows the buttons with CTA and hides them with No-CTA', () => {
    expect(html(banner({ linkType: 'CTA' }))).toContain('Shop running');
    expect(html(banner({ linkType: 'No-CTA' }))).not.toContain('Shop running');
  });

  it('draws the gradient at 35 % (full), 50 % (focused) and 0 (off), and a split picture at 60 % unless told 50 or 40', () => {
    expect(html(banner({ gradientStyle: 'full' }))).toContain('--cms-banner-gradient:35%');
    expect(html(banner({ gradientStyle: 'focused' }))).toContain('--cms-banner-gradient:50%');
    expect(html(banner({ gradientStyle: 'off' }))).toContain('--cms-banner-gradient:0');
    expect(html(banner({ variant: 'split' }))).toContain('--cms-banner-split:60%');
    expect(html(banner({ variant: 'split', splitImageWidth: 40 }))).toContain('--cms-banner-split:40%');
  });

  it('places the caption top or bottom at most 9.375rem wide, and none when off', () => {
    expect(html(banner({ caption: { captionText: 'Photo: Alps', captionPosition: 'top' } }))).toMatch(
      /cms-banner__caption--top" style="max-width:9.375rem">Photo: Alps/,
    );
    expect(html(banner({ caption: { captionText: 'Photo: Alps', captionPosition: 'off' } }))).not.toContain('Photo: Alps');
  });

  it('sets alignment classes per breakpoint and the overlay width', () => {
    const out = html(banner({ alignments: { sm: { horizontal: 'center', text: 'center' }, lg: { horizontal: 'left' } }, overlayWidth: 'md' }));
    expect(out).toContain('cms-banner-sm-h-center');
    expect(out).toContain('cms-banner-sm-t-center');
    expect(out).toContain('cms-banner-lg-h-left');
    expect(out).toContain('cms-banner--ow-md');
  });

  it('sizes the product-overlay hero picture 196x343, 271x467 and 344x538', () => {
    const hero: HeroBlock = { type: 'hero', variant: 'product-overlay', title: 'Meet the Summit', media, productMedia: { url: '/p.png', alt: 'Summit shoe' } };
    const out = html(hero);
    expect(out).toMatch(/class="hero__product"><img src="\/p.png" alt="Summit shoe" width="196" height="343"/);
  });
});

describe('collections and lists', () => {
  const collection = (name: string): CollectionBlock => ({
    type: 'collection',
    name,
    breakpoints: { sm: { type: 'carousel', showIndicators: true }, md: { type: 'carousel' }, lg: { type: 'carousel' } },
    items: [
      { type: 'linked-card', title: 'Running', media, target },
      { type: 'linked-card', title: 'Trail', media, target },
    ],
  });

  it('turns a [stacked] collection into a grid on md and lg and keeps the carousel on sm', () => {
    const out = html(collection('Editorial [stacked]'));
    expect(out).toContain('collection--sm-carousel');
    expect(out).toContain('collection--md-grid');
    expect(out).toContain('collection--lg-grid');
    expect(html(collection('Editorial'))).toContain('collection--lg-carousel');
  });

  it('lays exactly four icon-and-text entries in two columns', () => {
    const entry = { icon: { url: '/icons/truck.svg', alt: '' }, richText: '<p>Free shipping</p>' };
    const block = (count: number): IconAndTextBlock => ({ type: 'icon-and-text', iconAndText: Array.from({ length: count }, () => entry) });
    expect(html(block(4))).toContain('--icon-columns:2');
    expect(html(block(3))).toContain('--icon-columns:3');
  });

  it('hides per breakpoint and adds bottom margins through classes', () => {
    const out = html({ type: 'spacer', size: { sm: 'sm' }, hideOnBreakpoint: { sm: true }, bottomMargins: { lg: 'xl' } });
    expect(out).toContain('cb-hide-sm');
    expect(out).toContain('cb-mb-lg-xl');
  });
});

describe('personalisation blocks on the server', () => {
  const promo = (text: string): ContentBlock => ({ type: 'promo-bar', messages: [{ text }] });

  it('shows a filter block only on the paths it lists', () => {
    const filter: ContentBlock = { type: 'filter', variant: 'byCategory', operator: 'IN', ids: ['4100'], items: [promo('Running only')] };
    expect(html(filter, '/en-us/c/running-4100')).toContain('Running only');
    expect(html(filter, '/en-us/c/trail-4200')).not.toContain('Running only');
  });

  it('renders the first baseline of a segmentation block until the shopper is known', () => {
    const block: ContentBlock = {
      type: 'segmentation',
      segments: [{ segmentId: 'loyalty-loggedin', items: [promo('Members: double points')] }],
      baselines: [promo('Join and earn points'), promo('Second baseline')],
    };
    const out = html(block);
    expect(out).toContain('Join and earn points');
    expect(out).not.toContain('Second baseline');
    expect(out).not.toContain('Members: double points');
  });

  it('renders the baselines of an experience block until the experiment client decides (the server render)', () => {
    const block: ContentBlock = {
      type: 'experience',
      experienceId: 'home-hero-test',
      baselines: [promo('Baseline offer')],
      variants: [{ name: 'Bold', variantId: 'bold', targets: [promo('Bold offer')] }],
    };
    expect(html(block)).toContain('Baseline offer');
    expect(html(block)).not.toContain('Bold offer');
  });
});
