import type { StrideApiClient } from '@stride/adapters-http/browser';
import { pageRouteAddresses } from '@stride/application/page-route-addresses';
import type { CatalogueMarket } from '@stride/domain/catalogue';
import type { ContactCategory } from './contact-form.js';

// The contact-us page's own part (`/en-us/help/contact-us`), loaded by the content page for that document only: the
// form's categories and the form.
export { ContactForm } from './contact-form.js';

/**
 * The categories and subjects a shopper can write about, in the site's words (`GET /consumers-v3/contactus/categorySubject`);
 * null when they cannot be read: the page then shows its text without the form.
 */
export async function loadContactCategories(api: StrideApiClient, market: CatalogueMarket): Promise<readonly ContactCategory[] | null> {
  const answer = await api.with(pageRouteAddresses).call('getContactSubjects', { query: { locale: market.locale } });
  return answer.isOk() ? answer.value.categories : null;
}
