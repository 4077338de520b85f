import { apiRoutes } from '@stride/application/api-routes';
import type { PgSandboxPaymentGateway } from '@stride/adapters-storage';
import { challengeAnswerRequestSchema, challengeParamsSchema } from '@stride/application/storefront';
import { formatMoney, moneyOf } from '@stride/domain/money';
import { strideError } from '@stride/domain/errors';
import type { Context, Hono } from 'hono';
import { err, ok } from 'neverthrow';
import type { AppEnv } from '../../http/app-env.js';
import { respondWithError } from '../api-error.js';
import { defineRoute } from '../define-route.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import { sameOriginForms } from '../same-origin-forms.middleware.js';
import { challengePageHtml, challengeResultHtml } from './challenge-page.js';
import { checkoutCaller } from './checkout-deps.js';

async function challengeBody(c: Context<AppEnv>): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) return c.req.json().catch(() => undefined);
  return c.req.parseBody().catch(() => undefined);
}

/**
 * The sandbox payment provider's own endpoints, mounted under /psp/ (a separate origin in
 * production): card tokenisation, the 3-D Secure challenge page and the express wallets' sheet.
 */
export function registerPspRoutes(app: Hono<AppEnv>, registry: OpenApiRegistry, gateway: PgSandboxPaymentGateway, publicOrigin: string): void {
  defineRoute(app, registry, apiRoutes.createCardToken, async ({ body, principal }) => {
    // The token belongs to whoever made it: the basket's payment step refuses it to anyone else.
    const token = await gateway.tokenise(body, checkoutCaller(principal).consumerNo);
    return token.isErr() ? err(token.error) : ok({ token: token.value.token, brand: token.value.brand, last4: token.value.last4 });
  });

  // The sandbox wallet's sheet: a session's contacts and cards, and paying in it, for the session's consumer only.
  defineRoute(app, registry, apiRoutes.getWalletSheet, async ({ params, principal }) => {
    const sheet = await gateway.walletSheet(params.sessionId, checkoutCaller(principal).consumerNo);
    if (sheet === null) return err(strideError('PYT404'));
    return ok({ ...sheet, contacts: sheet.contacts.map((c) => ({ ...c, addressLines: [...c.addressLines] })), cards: [...sheet.cards] });
  });
  defineRoute(app, registry, apiRoutes.payInWalletSheet, async ({ params, body, principal }) => {
    const paid = await gateway.walletPay(params.sessionId, checkoutCaller(principal).consumerNo, body.cardId);
    return paid === null ? err(strideError('PYT404')) : ok(paid);
  });

  registry.add(apiRoutes.getChallenge);
  app.get(apiRoutes.getChallenge.path, async (c) => {
    const params = challengeParamsSchema.safeParse(c.req.param());
    const found = params.success ? await gateway.challenge(params.data.challengeId) : null;
    if (!params.success || found === null) return respondWithError(c, strideError('PYT404', 'Unknown challenge.'), 404);
    const amount = formatMoney(moneyOf(found.amountMinor, found.currency), 'en-US');
    return c.html(challengePageHtml({ challengeId: params.data.challengeId, amount, last4: found.last4, pending: found.status === 'CHALLENGE_PENDING' }));
  });

  registry.add(apiRoutes.answerChallenge);
  // The challenge page posts its own form: another site must not answer a shopper's challenge.
  app.post(apiRoutes.answerChallenge.path, sameOriginForms(publicOrigin), async (c) => {
    const params = challengeParamsSchema.safeParse(c.req.param());
    const body = challengeAnswerRequestSchema.safeParse(await challengeBody(c));
    if (!params.success || !body.success) return respondWithError(c, strideError('ATTR300', 'Invalid request: send result "passed" or "failed".'), 400);
    const passed = body.data.result === 'passed';
    const recorded = await gateway.recordChallenge(params.data.challengeId, passed);
    if (recorded === null) return respondWithError(c, strideError('PYT404', 'Unknown or already answered challenge.'), 404);
    const wantsJson = (c.req.header('accept') ?? '').includes('application/json') || (c.req.header('content-type') ?? '').includes('application/json');
    return wantsJson ? c.json({ threeDS2Result: recorded.threeDS2Result, passed }) : c.html(challengeResultHtml(recorded.threeDS2Result, passed));
  });
}
