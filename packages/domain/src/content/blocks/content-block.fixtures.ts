import type { ContentBlock } from './content-block.js';

// One valid block of every type: the test data of the block catalogue's tests (and a reading aid for editors).
const media = { url: '/images/content/trail.jpg', alt: 'A runner on a mountain trail', width: 1600, height: 900 };
const target = { url: '/en-us/c/running-4100', text: 'Shop running', style: 'primary' as const };

/** A valid block of each type, keyed by type. */
export const sampleBlocks: Readonly<Record<ContentBlock['type'], ContentBlock>> = {
  banner: {
    type: 'banner',
    variant: 'split',
    title: 'Built for the long run',
    titleH1: true,
    hideTitle: false,
    subtitle: 'New trail shoes',
    media,
    targets: [target],
    linkType: 'CTA',
    caption: { captionText: 'Photo: Alps', captionPosition: 'bottom' },
    gradientStyle: 'focused',
    alignments: { sm: { horizontal: 'center', text: 'center' }, lg: { horizontal: 'left', text: 'left' } },
    overlayWidth: 'md',
    splitImageWidth: 50,
    promotionTracking: { creativeName: 'trail-split', promotionId: 'P-TRAIL', promotionName: 'Trail launch', position: 'home-2' },
    hydration: 'server-only',
    hideOnBreakpoint: { sm: false },
    bottomMargins: { sm: 'md', lg: 'lg' },
  },
  hero: { type: 'hero', variant: 'product-overlay', title: 'Meet the Summit', media, productId: 'AB12CD34', targets: [target] },
  'linked-card': { type: 'linked-card', title: 'Running', media, target },
  'multi-link-card': { type: 'multi-link-card', title: 'Shop by sport', links: [target, { url: '/en-us/c/training-4200', text: 'Training' }] },
  'category-card': { type: 'category-card', categoryId: '4100', title: 'Running', media },
  'product-tile': { type: 'product-tile', productId: 'SR0045600', colourId: '600' },
  collection: {
    type: 'collection',
    name: 'Editorial [stacked]',
    collectionType: 'carousel',
    breakpoints: {
      sm: { type: 'carousel', slideWidth: '19.25rem', showIndicators: true, autoplay: true, autorotateTime: 5, loop: true },
      lg: { type: 'grid', columns: 3 },
    },
    variant: 'threeCardGrid',
    titleAlignment: 'center',
    textLink: target,
    items: [{ type: 'linked-card', title: 'Running', media, target }],
  },
  'vertical-list-collection': { type: 'vertical-list-collection', title: 'Stories', items: [{ title: 'Trail', media, target }] },
  'cta-button': { type: 'cta-button', target },
  'cta-collection': { type: 'cta-collection', targets: [target], layout: 'carousel' },
  'icon-and-text': {
    type: 'icon-and-text',
    iconAndText: [{ icon: { url: '/icons/truck.svg', alt: '' }, richText: '<p>Free shipping over $75</p>' }],
    iconSize: 'small',
    variant: 'icon-left',
  },
  'benefit-bar': {
    type: 'benefit-bar',
    id: 'free-returns',
    title: 'Free returns for 60 days',
    showCloseButton: true,
    targets: [{ url: '/en-us/returns', text: 'Details' }],
  },
  'secondary-nav': { type: 'secondary-nav', title: 'Help', links: [{ url: '/en-us/help', text: 'Help' }] },
  dialog: {
    type: 'dialog',
    variant: 'event-signup',
    triggerText: 'Join the run',
    eventSignup: {
      eventId: 'run-club-2026',
      startDate: '2026-12-05',
      endDate: '2026-12-06',
      enablePlusOne: true,
      submitCtaLabel: 'Join',
      confirmationTitle: 'See you there',
      title: 'Run club weekend',
    },
  },
  video: {
    type: 'video',
    media: { url: 'https://media.example.com/trail.mp4', alt: 'Trail running film', mediaType: 'video' },
    playerSettings: { autoplay: true, muted: true, loop: true, hideControls: false },
    tracks: [{ kind: 'transcripts', src: '/media/trail.en.vtt', label: 'English', srclang: 'en' }],
  },
  picture: { type: 'picture', media, caption: 'Trail' },
  spacer: { type: 'spacer', size: { sm: 'sm', lg: 'lg' } },
  'rich-text': { type: 'rich-text', richText: '<h2>Returns</h2><p>Return within <strong>60 days</strong>. <a href="/en-us/help">Help</a></p>' },
  'promo-bar': { type: 'promo-bar', messages: [{ text: 'Free shipping over $75' }] },
  'product-recommendations': { type: 'product-recommendations', title: 'You may also like', limit: 8 },
  upsell: { type: 'upsell', title: 'Complete the look', limit: 4 },
  table: {
    type: 'table',
    title: 'Shoe sizes',
    columns: ['US', 'UK', 'EU', 'CM'],
    rows: [{ cells: ['8', '7', '41', '26'] }, { cells: ['9', '8', '42.5', '27'] }],
  },
  'user-photo-gallery': { type: 'user-photo-gallery', title: 'As worn by you', productId: 'AB12CD34' },
  'social-gallery': { type: 'social-gallery', widgetContainerId: 'social-home' },
  'article-grid': { type: 'article-grid', title: 'Stories', rows: 2, columns: { sm: 1, md: 2, lg: 3 }, tagIds: ['trail'] },
  experience: {
    type: 'experience',
    experienceId: 'home-hero-test',
    trackingEvent: 'home-hero-view',
    baselines: [{ type: 'spacer', size: { sm: 'xs' } }],
    variants: [
      { name: 'Baseline', variantId: 'baseline', targets: [] },
      { name: 'Bold', variantId: 'bold', targets: [{ type: 'promo-bar', messages: [{ text: 'Bold' }] }] },
    ],
  },
  segmentation: {
    type: 'segmentation',
    segments: [{ segmentId: 'loyalty-loggedin', items: [{ type: 'promo-bar', messages: [{ text: 'Members: double points' }] }] }],
    baselines: [{ type: 'promo-bar', messages: [{ text: 'Join and earn points' }] }],
  },
  filter: { type: 'filter', variant: 'byCategory', operator: 'IN', ids: ['4100'], items: [{ type: 'spacer', size: { sm: 'xs' } }] },
};

/** A page document holding every sample block, each in its own section. */
export function samplePageDocument(): Record<string, unknown> {
  return {
    id: 'en-us-sample',
    kind: 'page',
    siteId: 'en-us',
    key: 'sample',
    publishAt: '2026-01-01T00:00:00Z',
    content: {
      sections: Object.values(sampleBlocks).map((block, index) => ({ name: `section-${index}`, items: [block] })),
      metadata: { htmlTitle: 'Sample', robots: 'index, follow', canonical: '/en-us/sample' },
      mainContentPadding: true,
    },
  };
}
