import { lazy, Suspense, type ReactElement } from 'react';
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
import type { ContactCategory } from './contact-form.js';
import type { EnrollmentData } from '../account/enrollment-page.js';

interface ContentPageData {
  readonly slug: string;
  readonly content: CmsPage;
  readonly products: ContentProductCards;
  readonly extras: ContentBlockExtras;
  readonly chrome: ContentChrome;
  /** The contact-us page's categories and subjects for its form (null: they could not be read); absent elsewhere. */
  readonly contactCategories?: readonly ContactCategory[] | null;
}

/** A slug the content service may have: lower-case letters, digits and dashes. */
const CONTENT_SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** The content document of customer care's page, shown above its form (`/en-us/help/contact-us`). */
const CONTACT_US_SLUG = 'contact-us';

// The contact-us page is this module with the customer-care form below the document, the form and its loader in a
// chunk of their own. Not a page module of its own: the route table, in every page's first load, would name its chunk
// and the chunks it imports, and the checkout's first load has no room left for them; a second route to this module
// costs little more than its path.
const ContactForm = lazy(() => import('./contact-page.js').then((module) => ({ default: module.ContactForm })));

/** Enrollment's page under a site prefix (`/en-us/enroll`). */
const ENROLL_SLUG = 'enroll';

// Enrollment is its own module and chunk, reached through this route rather than one of its own for the same reason
// as the contact form: a route of its own would grow every page's first load, and the checkout's has no room.
const EnrollmentFlow = lazy(() => import('../account/enrollment-page.js').then((module) => ({ default: module.EnrollmentFlow })));

/** The loyalty programme's page (`/en-us/loyalty`): a member's pass below its document while the programme runs. */
const LOYALTY_SLUG = 'loyalty';
const LoyaltyPass = lazy(() => import('../account/loyalty-pass.js'));

type PageData = ContentPageData | { readonly enrollment: EnrollmentData };

/** The page a path names: `/en-us/returns` by its `:page`, a route of one page (`/en-us/help/contact-us`) by its last segment. */
function slugOf(url: URL, params: LoadArgs['params']): string {
  return params.page ?? url.pathname.replace(/\/+$/, '').split('/').pop() ?? '';
}

/** Loads the site's content page named by the path (`/en-us/returns`); a slug without a page is a 404. */
export async function load(args: LoadArgs): Promise<PageData> {
  const { url, params, api, market, cookie } = args;
  const slug = slugOf(url, params);
  if (marketFromPath(url.pathname) === null || !CONTENT_SLUG.test(slug)) throw new PageError(404, 'error.notFound');
  if (slug === ENROLL_SLUG) return { enrollment: await import('../account/enrollment-page.js').then((module) => module.load(args)) };
  const [content, chrome, contactCategories] = await Promise.all([
    loadCmsPage(api, market, slug),
    loadContentChrome(api, market, cookie),
    slug === CONTACT_US_SLUG ? import('./contact-page.js').then((contact) => contact.loadContactCategories(api, market)) : undefined,
  ]);
  if (content === null) throw new PageError(404, 'error.notFound');
  if (content === 'unavailable') throw new PageError(503, 'error.unavailable');
  const [products, extras] = await Promise.all([loadProductCards(api, content.sections), loadBlockExtras(api, market, content.sections, url)]);
  return { slug, content, products, extras, chrome, ...(contactCategories === undefined ? {} : { contactCategories }) };
}

/**
 * A content page (help, returns, privacy, terms...): its blocks, and its title, description, OpenGraph and robots;
 * the contact-us page adds the customer-care form below its blocks, the loyalty programme's page a member's pass.
 */
export function Page(): ReactElement {
  const data = usePageData<PageData>();
  if ('enrollment' in data) {
    return (
      <Suspense fallback={null}>
        <EnrollmentFlow data={data.enrollment} />
      </Suspense>
    );
  }
  return <ContentDocument data={data} />;
}

function ContentDocument({ data }: { readonly data: ContentPageData }): ReactElement {
  const { slug, content, products, extras, chrome, contactCategories } = data;
  const { market, features } = useRootData();
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
        {contactCategories !== undefined && (
          <Suspense fallback={null}>
            <ContactForm categories={contactCategories} />
          </Suspense>
        )}
        {slug === LOYALTY_SLUG && features.loyalty && (
          <Suspense fallback={null}>
            <LoyaltyPass />
          </Suspense>
        )}
      </div>
    </>
  );
}
