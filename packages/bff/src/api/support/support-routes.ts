import { apiRoutes } from '@stride/application/api-routes';
import {
  closeSupportCase,
  fileWarrantyClaim,
  getSupportCase,
  listSupportCases,
  openSupportCase,
  type CheckoutDeps,
  type SupportDeps,
} from '@stride/application/commerce';
import { catalogueMarketFor } from '@stride/domain/catalogue';
import { CONTACT_CATEGORIES, type SupportCase } from '@stride/domain/identity';
import { strideError } from '@stride/domain/errors';
import { err, ok } from 'neverthrow';
import { clientAddress } from '../../http/client-address.js';
import { sayers } from '../../locale/lingui-sayer.js';
import type { ApiSlice } from '../api-slice.js';
import { defineRoute } from '../define-route.js';
import { checkoutCaller } from '../checkout/checkout-deps.js';
import { SUPPORT_CATALOGUES, type SupportMessageId } from './catalogues/index.js';

const sayerFor = sayers(SUPPORT_CATALOGUES);

/** The contact form's categories and subjects in a site's words (the ids are the contract, the labels are words). */
function contactSubjects(locale: string) {
  const say = sayerFor(locale);
  return {
    categories: CONTACT_CATEGORIES.map((category) => ({
      id: category.id,
      label: say(`category.${category.id}` as SupportMessageId),
      subjects: category.subjects.map((subject) => ({ id: subject, label: say(`subject.${subject}` as SupportMessageId) })),
    })),
  };
}

/** What the shopper is told once a case is opened. */
const opened = (c: SupportCase, coveredUntil?: Date) => ({
  caseNumber: c.caseNumber,
  status: 'OPEN' as const,
  email: c.email,
  createdAt: c.createdAt.toISOString(),
  ...(coveredUntil === undefined ? {} : { coveredUntil: coveredUntil.toISOString() }),
});

/** A case as agents read it: dates as ISO strings. */
const caseAnswer = (c: SupportCase) => ({ ...c, createdAt: c.createdAt.toISOString(), closedAt: c.closedAt?.toISOString() ?? null });

/** Customer care's routes: contact us and its subjects, warranty claims, and the agents' calls on the cases. */
export function supportApi(deps: SupportDeps, checkout: CheckoutDeps): ApiSlice {
  return {
    register(app, registry) {
      defineRoute(app, registry, apiRoutes.getContactSubjects, async ({ query }) => ok(contactSubjects(catalogueMarketFor(query.locale).locale)));

      defineRoute(app, registry, apiRoutes.contactUs, async ({ body, query, principal, c }) => {
        const { recaptcha_response: _captcha, ...written } = body;
        const signedIn = principal !== undefined && principal.consumerType !== 'GUEST' ? principal.consumerNo : null;
        const locale = catalogueMarketFor(query.locale).locale;
        const result = await openSupportCase(deps, { ...written, kind: 'contact', consumerNo: signedIn, locale }, clientAddress(c));
        return result.map((supportCase) => opened(supportCase));
      });

      defineRoute(app, registry, apiRoutes.fileWarrantyClaim, async ({ body, query, principal, c }) => {
        const caller = checkoutCaller(principal);
        if (caller.consumerType === 'GUEST') return err(strideError('AUT432'));
        const locale = catalogueMarketFor(query.locale).locale;
        const result = await fileWarrantyClaim({ ...checkout, support: deps }, { ...body, caller, locale, clientAddress: clientAddress(c) });
        return result.map(({ supportCase, coveredUntil }) => opened(supportCase, coveredUntil));
      });

      defineRoute(app, registry, apiRoutes.listSupportCases, async ({ query }) =>
        ok({ cases: (await listSupportCases(deps, { limit: query.limit, ...(query.status === undefined ? {} : { status: query.status }) })).map(caseAnswer) }),
      );
      defineRoute(app, registry, apiRoutes.getSupportCase, async ({ params }) =>
        (await getSupportCase(deps, params.caseNumber)).map((supportCase) => ({ supportCase: caseAnswer(supportCase) })),
      );
      defineRoute(app, registry, apiRoutes.closeSupportCase, async ({ params, body, principal }) => {
        const agent = principal?.consumerNo ?? 'unknown agent';
        return (await closeSupportCase(deps, { caseNumber: params.caseNumber, resolution: body.resolution, agent })).map((supportCase) => ({
          supportCase: caseAnswer(supportCase),
        }));
      });
    },
  };
}
