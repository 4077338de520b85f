import { PgContentRepository, PgUserPhotoRepository } from '@stride/adapters-storage';
import { ContainerModule } from 'inversify';
import { TOKENS } from '../../app.di-tokens.js';
import { CachedContentRepository } from './cached-content-repository.js';
import { contentApi } from './content-api.js';
import { CONTENT } from './content.di-tokens.js';
import { hmacPreviewLinks } from './preview-link.js';

/** Content: versioned documents in PostgreSQL (published reads kept in memory for STRIDE_CONTENT_CACHE_TTL_MS), preview links keyed from the server secret. */
export const contentModule = new ContainerModule(({ bind }) => {
  bind(CONTENT.Repository).toDynamicValue(
    (ctx) =>
      new CachedContentRepository(new PgContentRepository(ctx.get(TOKENS.SqlClient)), {
        ttlMs: ctx.get(TOKENS.Config).STRIDE_CONTENT_CACHE_TTL_MS,
        now: () => ctx.get(TOKENS.Clock)().getTime(),
      }),
  );
  bind(CONTENT.Deps).toDynamicValue((ctx) => ({
    repository: ctx.get(CONTENT.Repository),
    previewLinks: hmacPreviewLinks(ctx.get(TOKENS.TokenSecret)),
    now: ctx.get(TOKENS.Clock),
    logger: ctx.get(TOKENS.Logger),
    userPhotos: new PgUserPhotoRepository(ctx.get(TOKENS.SqlClient)),
  }));
  bind(CONTENT.Api).toDynamicValue((ctx) => contentApi(ctx.get(CONTENT.Deps), ctx.get(TOKENS.PublicReads)));
});
