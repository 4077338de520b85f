import type { ReactElement } from 'react';
import type { CmsPage } from '@stride/domain/content';
import { marketFromPath } from '../../app/market.js';
import { PageError, usePageData, useRootData, type LoadArgs } from '../../app/router.js';
import { PageHead } from '../../ui/page-head.js';
import { ContentChromeTop } from '../../content/content-chrome.js';
import { ContentSections } from '../../content/content-sections.js';
import { contentSiteId, loadCmsPage, loadContentChrome, type ContentChrome } from '../../content/load-content.js';
import { loadProductCards, type ContentProductCards } from '../../content/product-cards.js';
import { loadBlockExtras } from '../../content/block-extras.js';
import type { ContentBlockExtras } from '../../content/block-extras.types.js';
import '../../content/content.css';
import '../../content/articles.css';

interface ContentPageData {
  readonly slug: string;
  readonly content: CmsPage;
  readonly products: ContentProductCards;
  readonly extras: ContentBlockExtras;
  readonly chrome: ContentChrome;
}

/** A slug the content service may have: lower-case letters, digits and dashes. */
const CONTENT_SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** Loads the site's content page named by the path (`/en-us/returns`); a slug without a page is a 404. */
export async function load({ url, params, api, market, cookie }: LoadArgs): Promise<ContentPageData> {
  const slug = params.page ?? '';
  if (marketFromPath(url.pathname) === null || !CONTENT_SLUG.test(slug)) throw new PageError(404, 'error.notFound');
  const [content, chrome] = await Promise.all([loadCmsPage(api, market, slug), loadContentChrome(api, market, cookie)]);
  if (content === null) throw new PageError(404, 'error.notFound');
  if (content === 'unavailable') throw new PageError(503, 'error.unavailable');
  const [products, extras] = await Promise.all([loadProductCards(api, content.sections), loadBlockExtras(api, market, content.sections, url)]);
  return { slug, content, products, extras, chrome };
}

/** A content page (help, returns, privacy, terms...): its blocks, and its title, description, OpenGraph and robots. */
export function Page(): ReactElement {
  const { slug, content, products, extras, chrome } = usePageData<ContentPageData>();
  const { market } = useRootData();
  const metadata = content.metadata;
  const title = content.title ?? slug;
  // The page's h1 is its title, unless one of its banners or heroes is the h1 (titleH1).
  const hasH1 = content.sections.some((section) => section.items.some((block) => (block.type === 'banner' || block.type === 'hero') && block.titleH1 === true));
  return (
    <>
      <PageHead
        title={title}
        documentTitle={metadata?.htmlTitle ?? undefined}
        description={metadata?.htmlDescription ?? title}
        path={metadata?.canonical ?? `/${contentSiteId(market)}/${slug}`}
        robots={metadata?.robots ?? undefined}
        ogTitle={metadata?.ogTitle ?? undefined}
        ogDescription={metadata?.ogDescription ?? undefined}
        {...(metadata?.ogImage ? { image: metadata.ogImage.url } : {})}
      />
      <ContentChromeTop chrome={chrome} />
      <div className={content.mainContentPadding === false ? 'content-page content-page--flush' : 'content-page'}>
        {!hasH1 && <h1 className="content-page__title">{title}</h1>}
        <ContentSections page={content} products={products} extras={extras} />
      </div>
    </>
  );
}
