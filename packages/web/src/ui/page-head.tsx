import type { ReactElement } from 'react';
import { alternateLinks } from '../app/market.js';
import { useRootData } from '../app/router.js';

export const SITE_NAME = 'Stride';

export interface PageHeadProps {
  /** The page's own title; " | Stride" is added. */
  readonly title: string;
  /** The whole document title as an editor wrote it (a content page's htmlTitle), instead of title + " | Stride". */
  readonly documentTitle?: string | undefined;
  readonly description: string;
  /** The canonical path (no query unless it names a different page), e.g. `/en-us/p/pace-runner-SR0045600`. */
  readonly path: string;
  readonly image?: string;
  readonly type?: 'website' | 'product' | 'article';
  /** Structured data, rendered as application/ld+json (Product on product pages). */
  readonly jsonLd?: Record<string, unknown>;
  /** The robots directives: "noindex" for pages a search engine should not index (cart, checkout, account), a content page's own ("index, follow"). */
  readonly robots?: string | undefined;
  /** OpenGraph title and description when they differ from the page's (content page metadata). */
  readonly ogTitle?: string | undefined;
  readonly ogDescription?: string | undefined;
}

/**
 * Title, description, canonical, hreflang alternates (every site's same page, and x-default) and
 * OpenGraph tags; React 19 hoists them into the document head, on the server and on client-side
 * navigation alike.
 */
export function PageHead({
  title,
  documentTitle,
  description,
  path,
  image,
  type = 'website',
  jsonLd,
  robots,
  ogTitle,
  ogDescription,
}: PageHeadProps): ReactElement {
  const { origin, market } = useRootData();
  const fullTitle = documentTitle ?? `${title} | ${SITE_NAME}`;
  const canonical = new URL(path, origin).toString();
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {alternateLinks(path).map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={new URL(alternate.path, origin).toString()} />
      ))}
      {robots ? <meta name="robots" content={robots} /> : null}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={ogTitle ?? fullTitle} />
      <meta property="og:description" content={ogDescription ?? description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content={type} />
      <meta property="og:locale" content={market.locale.replace('-', '_')} />
      {image !== undefined ? <meta property="og:image" content={new URL(image, origin).toString()} /> : null}
      {jsonLd !== undefined ? (
        // JSON.stringify cannot close the script element once '<' is escaped.
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
      ) : null}
    </>
  );
}
