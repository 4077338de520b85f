// The storefront under test: `stride serve` (the built cli) on an embedded on-disk database in a
// temp dir with the demo data, and the real URLs of the pages the bench measures, found through
// the public API the way a shopper's browser would reach them.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../api/children.mjs';

const cliBin = fileURLToPath(new URL('../../packages/cli/dist/bin.js', import.meta.url));

/** The local-storage key the web keeps the basket id under (packages/web/src/state/cart.tsx). */
export const CART_STORAGE_KEY = 'stride.cart';

/**
 * Starts `node packages/cli/dist/bin.js serve` on `port` (a free one when 0), production mode,
 * demo data seeded into a fresh temp data dir; resolves once /healthz answers.
 */
export async function startStorefront({ port = 0, timeoutMs = 120_000 } = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'stride-bench-web-'));
  const listenPort = port === 0 ? await freePort() : port;
  const origin = `http://127.0.0.1:${listenPort}`;
  const child = spawn(process.execPath, [cliBin, 'serve', '--port', String(listenPort)], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      STRIDE_DATA_DIR: dataDir,
      STRIDE_DB_IN_MEMORY: 'false',
      STRIDE_DEMO_DATA: 'true',
      STRIDE_PUBLIC_URL: origin,
      STRIDE_TOKEN_SECRET: 'bench-web-secret-bench-web-secret-0123',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`stride serve exited with ${child.exitCode}:\n${stderr}`);
    }
    const ready = await fetch(`${origin}/healthz`).then((r) => r.ok, () => false);
    if (ready) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`stride serve did not answer /healthz within ${timeoutMs} ms:\n${stderr}`);
}

async function getJson(origin, path, init = {}) {
  const res = await fetch(`${origin}${path}`, init);
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${text.slice(0, 200)}`);
  return { res, body: JSON.parse(text) };
}

function firstLeaf(categories) {
  for (const category of categories) {
    if ((category.productCount ?? 0) === 0) continue;
    const leaf = firstLeaf(category.children ?? []);
    if (leaf !== undefined) return leaf;
    if ((category.children ?? []).length === 0) return category;
  }
  return undefined;
}

/** The first product of the listing a shopper can simply buy: in stock, not presale, coming soon or customisable. */
async function plainProduct(origin, tiles) {
  for (const tile of tiles) {
    if (!tile.inStock || tile.presale || tile.comingSoon) continue;
    const details = (await getJson(origin, `/products/v2/products/${encodeURIComponent(tile.id)}/details?locale=en-US`)).body;
    if (details.customsExternalUrl !== undefined || details.purchasable === false) continue;
    const variant = (details.variants ?? []).find((v) => v.upc !== undefined && /in stock/i.test(v.stockStatusLabel ?? ''));
    if (variant !== undefined) return { id: details.id, name: details.name, url: details.url ?? tile.url, upc: variant.upc };
  }
  return undefined;
}

/**
 * A guest with one item in the cart, set up through the API: the guest token call sets the
 * HttpOnly token cookies the browser would get, then the cart is created and filled with them.
 * @returns {Promise<{ cookies: { name: string, value: string }[], basketId: string }>}
 */
async function guestCartWithItem(origin, product) {
  const token = await fetch(`${origin}/token/v2/auth/token?locale=en-US`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'Guest' }),
  });
  if (!token.ok) throw new Error(`guest token answered ${token.status}: ${(await token.text()).slice(0, 200)}`);
  const cookies = token.headers.getSetCookie().map((line) => {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim() };
  });
  if (!cookies.some((c) => c.name === 'stride_at')) throw new Error('the guest token call set no stride_at cookie');
  // Cookie-authenticated writes must come from the same origin (AUT432 otherwise), as a browser's do.
  const headers = { 'content-type': 'application/json', cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '), origin };
  const created = (await getJson(origin, '/cart/v1/cart?locale=en-US', { method: 'POST', headers, body: '{}' })).body;
  const basketId = created.basketId;
  const line = { cartId: basketId, productId: product.id, upc: product.upc, qty: 1 };
  const added = (await getJson(origin, '/cart/v1/item?locale=en-US', { method: 'POST', headers, body: JSON.stringify({ items: [line] }) })).body;
  if ((added.totalItems ?? 0) < 1) throw new Error(`the cart ${basketId} is still empty after adding ${product.upc}`);
  return { cookies, basketId };
}

/**
 * The pages measured: home `/en-us`, the first leaf category with products (from the catalog),
 * the first plain product of that category's search, and `/cart` holding one of that product.
 */
export async function findPages(origin) {
  const catalog = (await getJson(origin, '/products/v2/catalog?locale=en-US')).body;
  const category = firstLeaf(catalog.categories ?? []);
  if (category === undefined) throw new Error('the catalog has no category with products');
  const search = (await getJson(origin, `/products/v2/search/productSearch?locale=en-US&categoryId=${category.id}&count=24`)).body;
  const product = await plainProduct(origin, search.products ?? []);
  if (product === undefined) throw new Error(`category ${category.id} lists no product a guest can simply buy`);
  const cart = await guestCartWithItem(origin, product);
  return [
    { name: 'home', path: '/en-us' },
    { name: 'list', path: category.url, note: category.name },
    { name: 'product', path: product.url, note: product.name },
    { name: 'cart', path: '/cart', note: `1 item (${product.name})`, cookies: cart.cookies, localStorage: { [CART_STORAGE_KEY]: cart.basketId }, expectText: product.name },
  ];
}
