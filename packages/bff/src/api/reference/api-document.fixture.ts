import type { SqlClient } from '@stride/adapters-storage';
import { Hono } from 'hono';
import { parseConfig } from '../../config/config.js';
import type { AppEnv } from '../../http/app-env.js';
import { MemoryLogger } from '../../logging/memory-logger.js';
import { createApiModule, type ApiModule } from '../api-module.js';
import type { OpenApiDocument } from './openapi-document.js';

// Building the routes and their document reads no row: any query here is a bug the test should see.
const noDatabase = new Proxy({} as SqlClient, {
  get: (_target, name) => () => {
    throw new Error(`the API document read the database (${String(name)})`);
  },
});

/** For tests: the whole API mounted on a bare app, with no database, and the document it serves at /openapi.json. */
export async function servedApiDocument(env: Readonly<Record<string, string>> = {}): Promise<{ app: Hono<AppEnv>; api: ApiModule; document: OpenApiDocument }> {
  const config = parseConfig(env)._unsafeUnwrap();
  const api = createApiModule({
    sql: noDatabase,
    logger: new MemoryLogger(),
    config,
    now: () => new Date('2026-01-01T00:00:00Z'),
    randomBytes: (size) => new Uint8Array(size),
    tokenSecret: 'a-test-secret-of-at-least-32-characters',
  });
  const app = new Hono<AppEnv>();
  api.register(app);
  const res = await app.request('/openapi.json');
  if (res.status !== 200) throw new Error(`/openapi.json answered ${res.status}`);
  return { app, api, document: (await res.json()) as OpenApiDocument };
}
