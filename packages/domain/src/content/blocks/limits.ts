/** Editor-side limits of content documents. The spec gives none; these keep one document small enough to serve fast. */
export const CONTENT_LIMITS = {
  /** Ids, keys, slugs, tokens. */
  id: 120,
  /** Titles, labels, button texts. */
  shortText: 200,
  /** Subtitles, captions, alt texts, disclaimers. */
  mediumText: 1000,
  /** Rich text (HTML of the allowed subset). */
  richText: 20_000,
  url: 2048,
  /** Blocks in one list (section items, collection items, variant content). */
  blocks: 40,
  /** Sections of a page. */
  sections: 40,
  /** Buttons or links of one block. */
  targets: 8,
  /** Entries of a list inside one block (icon-and-text entries, list items, visual selectors, links). */
  entries: 24,
  /** Menu nodes at one level. */
  menuNodes: 16,
  /** Pop-ups of a site. */
  popups: 10,
  /** Ids a filter block lists. */
  filterIds: 200,
  /** Route patterns an espot section is inherited on. */
  routes: 40,
} as const;

/** The ways a block may hydrate in the browser (the spec names the choice, not the modes; these are Stride's). */
export const CONTENT_HYDRATION_MODES = ['server-only', 'on-visible', 'on-idle', 'eager'] as const;
export type ContentHydrationMode = (typeof CONTENT_HYDRATION_MODES)[number];

/** The sites content is written for: the site's locale path (section 7's siteId). */
export const CONTENT_SITE_IDS = ['en-us', 'en-ca', 'fr-ca', 'en-gb'] as const;
export type ContentSiteId = (typeof CONTENT_SITE_IDS)[number];

/** The locale each site's content is written in. */
export const CONTENT_SITE_LOCALES: Readonly<Record<ContentSiteId, string>> = { 'en-us': 'en-US', 'en-ca': 'en-CA', 'fr-ca': 'fr-CA', 'en-gb': 'en-GB' };
