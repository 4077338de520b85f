import { z } from 'zod';
import { articleFieldsSchema } from './articles.js';
import { colour, contentId, contentUrl, mediaSchema, optText, text } from './common.js';
import { contentBlockSchema } from './content-block.js';
import { CONTENT_LIMITS } from './limits.js';

/** A CMS page's metadata (spec section 3): title, description, OpenGraph, canonical and robots. */
export const cmsPageMetadataSchema = z.strictObject({
  htmlTitle: optText(),
  htmlDescription: optText(CONTENT_LIMITS.mediumText),
  ogTitle: optText(),
  ogDescription: optText(CONTENT_LIMITS.mediumText),
  ogImage: mediaSchema.nullish(),
  canonical: contentUrl().nullish(),
  robots: z
    .string()
    .max(100)
    .regex(
      /^(index|noindex|follow|nofollow|noarchive|nosnippet|max-image-preview:(none|standard|large))(,\s?(index|noindex|follow|nofollow|noarchive|nosnippet|max-image-preview:(none|standard|large)))*$/,
      'robots is a list such as "index, follow".',
    )
    .nullish(),
});
export type CmsPageMetadata = z.infer<typeof cmsPageMetadataSchema>;

/** A section of a page: its blocks, rendered in order; a lazy section is rendered once it nears the viewport. */
export const cmsPageSectionSchema = z.strictObject({
  name: text(),
  items: z.array(contentBlockSchema).max(CONTENT_LIMITS.blocks),
  lazy: z.boolean().nullish(),
});

/** A CMS page (page, augmented page, category, search, product, fragment and showcase documents). */
export const cmsPageSchema = z.strictObject({
  title: optText(),
  /** The slug of the page this one is a child of (the children call lists them). */
  parentPageSlug: contentId().nullish(),
  /** The layout variant a showcase page is listed under. */
  layoutVariant: optText(60),
  sections: z.array(cmsPageSectionSchema).max(CONTENT_LIMITS.sections),
  metadata: cmsPageMetadataSchema.nullish(),
  mainContentPadding: z.boolean().nullish(),
  /** An article's card fields: a showcase page keyed `article/{slug}` needs them. */
  article: articleFieldsSchema.nullish(),
});
export type CmsPage = z.infer<typeof cmsPageSchema>;

/** An espot: sections inherited on the routes whose pattern matches ('*' one segment, '**' any number). */
export const espotSchema = z.strictObject({
  sections: z
    .array(
      cmsPageSectionSchema.extend({
        routes: z
          .array(
            z
              .string()
              .min(1)
              .max(200)
              .regex(/^\/[^\s?#]*$/, 'A route pattern is a path such as /en-us/c/** .'),
          )
          .min(1)
          .max(CONTENT_LIMITS.routes),
      }),
    )
    .max(CONTENT_LIMITS.sections),
});
export type EspotContent = z.infer<typeof espotSchema>;

const footerLinkSchema = z.strictObject({ text: text(), url: contentUrl(), targetAttribute: z.enum(['_self', '_blank']).nullish() });

/** The footer: columns of links, a legal row and social links. */
export const footerSchema = z.strictObject({
  columns: z
    .array(z.strictObject({ title: text(), links: z.array(footerLinkSchema).min(1).max(CONTENT_LIMITS.entries) }))
    .min(1)
    .max(8),
  legalLinks: z.array(footerLinkSchema).max(CONTENT_LIMITS.entries).nullish(),
  socialLinks: z
    .array(z.strictObject({ network: z.enum(['instagram', 'facebook', 'youtube', 'tiktok', 'x', 'pinterest', 'strava']), url: contentUrl(), label: text() }))
    .max(10)
    .nullish(),
  copyright: optText(),
  backgroundColor: colour(),
});
export type FooterContent = z.infer<typeof footerSchema>;

export const contentFragmentIdSchema = contentId();
