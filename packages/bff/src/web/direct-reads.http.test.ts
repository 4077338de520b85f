import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '../app.di-tokens.js';
import type { RouteName } from '@stride/application/api-routes';
import { PublicReads, type DirectAnswer, type DirectRequest } from '../api/public-reads.js';
import { startTestServer, type StartedServer } from '../testing/started-server.js';

// A render reads the category tree, product details, inventory, product search and published content straight
// from their routes' handlers. The
// pages must be the same, byte for byte, as when every load goes through the app over HTTP: two stores on the
// same demo data, one whose renders read nothing directly.

/** The public reads with none readable: every load of a render goes through HTTP, as before there were any. */
class NoPublicReads extends PublicReads {
  override has(): boolean {
    return false;
  }
}

/** The public reads, noting what each direct read gave. */
class NotedPublicReads extends PublicReads {
  readonly noted: string[] = [];
  override async read(name: RouteName, request: DirectRequest): Promise<DirectAnswer> {
    const answer = await super.read(name, request);
    this.noted.push(`${name} ${answer.kind} ${request.correlationId}`);
    return answer;
  }
}

const noted = new NotedPublicReads(true);
let direct: StartedServer;
let overHttp: StartedServer;

beforeAll(async () => {
  [direct, overHttp] = await Promise.all([
    startTestServer({ STRIDE_DEMO_DATA: 'true' }, { rebind: (c) => c.rebind(TOKENS.PublicReads).toConstantValue(noted) }),
    startTestServer({ STRIDE_DEMO_DATA: 'true' }, { rebind: (c) => c.rebind(TOKENS.PublicReads).toConstantValue(new NoPublicReads(true)) }),
  ]);
}, 180_000);
afterAll(async () => {
  await direct?.server.close();
  await overHttp?.server.close();
});

/** The page as one server answers it, with the answer's CSP nonce (fresh per answer) written as a placeholder. */
async function page(started: StartedServer, path: string): Promise<{ status: number; location: string | null; html: string }> {
  const res = await fetch(`${started.server.url}${path}`, { headers: { accept: 'text/html' }, redirect: 'manual' });
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
  const html = await res.text();
  return { status: res.status, location: res.headers.get('location'), html: nonce === undefined ? html : html.replaceAll(nonce, '<nonce>') };
}

describe('a server render reading the public routes directly', () => {
  it.each([
    ['the product page', '/en-us/p/stride-pace-runner-3-SR0045600'],
    ['the product page in French', '/fr-ca/p/stride-pace-runner-3-SR0045600'],
    ['the product page on the UK site', '/en-gb/p/stride-pace-runner-3-SR0045600'],
    ['a product that does not exist (404)', '/en-us/p/no-such-shoe-SR9999999'],
    ['a product under another slug (a redirect to its own URL)', '/en-us/p/old-name-SR0045600?color=020'],
    ['the home page', '/en-us'],
    ['the home page in French', '/fr-ca'],
    ['a product list', '/en-us/c/running-shoes-4100'],
    ['a product list refined, second page', '/en-us/c/running-shoes-4100?size=9&size=10&color=black&page=2&sort=price-low-high'],
    ['the search page', '/en-us/search?q=runner'],
    ['a search with no results', '/en-us/search?q=trail%20runner%20%C3%A9t%C3%A9'],
    ['a content page', '/en-us/help'],
    ['an unknown page', '/en-us/no-such-page'],
  ])('writes %s exactly as over HTTP', async (_name, path) => {
    const [fast, slow] = await Promise.all([page(direct, path), page(overHttp, path)]);
    expect(fast.status).toBe(slow.status);
    expect(fast.location).toBe(slow.location);
    if (fast.status !== 302) expect(fast.html.length).toBeGreaterThan(1000);
    expect(fast.html).toBe(slow.html);
  });

  it('reads the tree, the menu, the footer, the espot, the details and the inventory of a product page without HTTP, and logs the same request lines', async () => {
    const correlationId = 'direct-reads-test-1';
    const requestLines = async (started: StartedServer) => {
      await fetch(`${started.server.url}/en-us/p/stride-pace-runner-3-SR0045600`, { headers: { accept: 'text/html', 'x-correlation-id': correlationId } });
      return started.logger.entries
        .filter((entry) => entry.msg === 'request' && entry.fields['correlationId'] === correlationId)
        .map((entry) => `${String(entry.fields['method'])} ${String(entry.fields['path'])} ${String(entry.fields['status'])}`)
        .sort();
    };
    const [fast, slow] = await Promise.all([requestLines(direct), requestLines(overHttp)]);
    expect(noted.noted.filter((line) => line.endsWith(correlationId)).sort()).toEqual([
      `getCatalog answer ${correlationId}`,
      `getContentEspot answer ${correlationId}`,
      `getContentFooter answer ${correlationId}`,
      `getContentMenu answer ${correlationId}`,
      `getProductDetails answer ${correlationId}`,
      `getProductInventory answer ${correlationId}`,
    ]);
    expect(fast).toEqual(slow);
    expect(fast).toEqual(
      expect.arrayContaining([
        'GET /products/v2/catalog 200',
        'GET /published/caas/v1/canvas/espot/en-us/product 200',
        'GET /products/v2/products/SR0045600/details 200',
        'GET /products/v2/products/SR0045600/inventory 200',
        'GET /en-us/p/stride-pace-runner-3-SR0045600 200',
      ]),
    );
  });
});
