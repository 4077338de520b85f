import { PgSupportCaseRepository } from '@stride/adapters-storage';
import { ContainerModule } from 'inversify';
import { TOKENS } from '../../app.di-tokens.js';
import { CHECKOUT } from '../checkout/checkout.di-tokens.js';
import { supportApi } from './support-routes.js';
import { SUPPORT } from './support.di-tokens.js';

/** A uniform number in [0, 1) from 48 random bits: case numbers need ten digits' worth. */
function uniformFrom(randomBytes: (size: number) => Uint8Array): () => number {
  return () => {
    const bytes = randomBytes(6);
    let value = 0;
    for (const byte of bytes) value = value * 256 + byte;
    return value / 2 ** 48;
  };
}

/** Customer care: support cases in PostgreSQL, the shared abuse limits, and its routes. */
export const supportModule = new ContainerModule(({ bind }) => {
  bind(SUPPORT.Deps).toDynamicValue((ctx) => ({
    supportCases: new PgSupportCaseRepository(ctx.get(TOKENS.SqlClient)),
    throttle: ctx.get(TOKENS.Throttle),
    now: ctx.get(TOKENS.Clock),
    random: uniformFrom(ctx.get(TOKENS.RandomBytes)),
  }));
  bind(SUPPORT.Api).toDynamicValue((ctx) => supportApi(ctx.get(SUPPORT.Deps), ctx.get(CHECKOUT.Deps)));
});
