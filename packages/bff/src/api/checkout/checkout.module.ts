import { PgCheckoutUnitOfWork, PgSandboxPaymentGateway, PgSavedInstrumentsUnitOfWork, pgCartStore, pgCheckoutStore, sha256Hex } from '@stride/adapters-storage';
import { createSandboxPayLaterProvider } from '@stride/adapters-http';
import { ContainerModule, type ResolutionContext } from 'inversify';
import { loyaltyPromotions } from '../cart/loyalty-promotions.js';
import { TOKENS } from '../../app.di-tokens.js';
import { CART } from '../cart/cart.di-tokens.js';
import { IDENTITY } from '../identity/identity.di-tokens.js';
import { checkoutApi } from './checkout-api.js';
import { CHALLENGE_PATH_PREFIX } from '@stride/application/route-addresses';
import { captchaCheck } from './checkout-deps.js';
import { CHECKOUT } from './checkout.di-tokens.js';
import { orderLink } from './order-link.js';
import { pdfkitOrderDocuments } from '../../documents/index.js';
import { returnsCentreFor, sellerFor } from './store-parties.js';

/** Checkout: the sandbox acquirer as the payment gateway, the sandbox pay-later provider, PostgreSQL behind the checkout store and unit of work. */
export const checkoutModule = new ContainerModule(({ bind }) => {
  // With the loyalty programme off (STRIDE_LOYALTY=false) no order prices with the members' promotions.
  const programme = (ctx: ResolutionContext) => ({ promotions: loyaltyPromotions(ctx.get(TOKENS.Config).STRIDE_LOYALTY) });
  bind(CHECKOUT.UnitOfWork).toDynamicValue((ctx) => new PgCheckoutUnitOfWork(ctx.get(TOKENS.SqlClient), programme(ctx)));
  bind(CHECKOUT.SavedInstruments).toDynamicValue((ctx) => new PgSavedInstrumentsUnitOfWork(ctx.get(TOKENS.SqlClient)));
  bind(CHECKOUT.Reader).toDynamicValue((ctx) => pgCheckoutStore(ctx.get(TOKENS.SqlClient), programme(ctx)));
  bind(CHECKOUT.SandboxAcquirer).toDynamicValue(
    (ctx) =>
      new PgSandboxPaymentGateway({
        sql: ctx.get(TOKENS.SqlClient),
        now: ctx.get(TOKENS.Clock),
        randomBytes: ctx.get(TOKENS.RandomBytes),
        challengeBase: CHALLENGE_PATH_PREFIX,
      }),
  );
  bind(CHECKOUT.PaymentGateway).toService(CHECKOUT.SandboxAcquirer);
  bind(CHECKOUT.PayLater).toConstantValue(createSandboxPayLaterProvider());
  bind(CHECKOUT.CaptchaCheck).toDynamicValue((ctx) => captchaCheck(ctx.get(IDENTITY.CaptchaVerifier)));
  bind(CHECKOUT.Deps).toDynamicValue((ctx) => ({
    uow: ctx.get(CHECKOUT.UnitOfWork),
    reader: ctx.get(CHECKOUT.Reader),
    gateway: ctx.get(CHECKOUT.PaymentGateway),
    payLater: ctx.get(CHECKOUT.PayLater),
    throttle: ctx.get(TOKENS.Throttle),
    now: ctx.get(TOKENS.Clock),
    randomBytes: ctx.get(TOKENS.RandomBytes),
    hashToken: sha256Hex,
    captcha: ctx.get(CHECKOUT.CaptchaCheck),
    loyaltyMinPoints: ctx.get(TOKENS.Config).STRIDE_LOYALTY_MIN_POINTS,
    loyalty: ctx.get(TOKENS.Config).STRIDE_LOYALTY,
    emails: ctx.get(TOKENS.EmailComposer),
    glossary: ctx.get(TOKENS.CatalogueGlossary),
    orderLink: orderLink(ctx.get(TOKENS.Config).STRIDE_PUBLIC_URL),
    documents: { renderer: pdfkitOrderDocuments(), seller: sellerFor, returnsCentre: returnsCentreFor },
  }));
  bind(CHECKOUT.Api).toDynamicValue((ctx) =>
    checkoutApi(
      { ...ctx.get(CHECKOUT.Deps), wallet: ctx.get(CHECKOUT.SavedInstruments) },
      ctx.get(CART.Deps),
      { store: pgCartStore(ctx.get(TOKENS.SqlClient), programme(ctx)), now: ctx.get(TOKENS.Clock), glossary: ctx.get(TOKENS.CatalogueGlossary) },
      ctx.get(CHECKOUT.SandboxAcquirer),
      new URL(ctx.get(TOKENS.Config).STRIDE_PUBLIC_URL).origin,
    ),
  );
});
