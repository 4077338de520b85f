import type { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import type { OpenApiRegistry } from '../openapi-registry.js';
import type { OpenApiDocument } from './openapi-document.js';
import { renderApiReference } from './render-api-reference.js';

/** The page allows its own inline styles and nothing else: no scripts, no network. */
// The page is a document among the API's answers, which carry no X-Frame-Options: it names its own frame-ancestors.
const CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * Serves `GET /docs/api`, the readable reference built from the same document as /openapi.json.
 * Routes are all registered before the first request, so the page is rendered once, on first use.
 */
export function registerApiReference(app: Hono<AppEnv>, registry: OpenApiRegistry, info = { title: 'Stride API', version: '0.1.0' }): void {
  let page: string | undefined;
  app.get('/docs/api', (c) => {
    page ??= renderApiReference(registry.document(info) as unknown as OpenApiDocument);
    return c.html(page, 200, { 'content-security-policy': CONTENT_SECURITY_POLICY, 'cache-control': 'no-cache' });
  });
}
