// The storefront under test: `stride serve` (the built cli) on an embedded on-disk database in a
// temp dir with the demo data, and the real URLs of the pages the bench measures, found through
// the public API the way a shopper's browser would reach them.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, processCpuMs } from '../api/children.mjs';
import { placeOrderRequest, readyBasket } from '../api/shopper.mjs';

const cliBin = fileURLToPath(new URL('../../packages/cli/dist/bin.js', import.meta.url));

/** The local-storage key the web keeps the basket id under (packages/web/src/state/cart.tsx). */
export const CART_STORAGE_KEY = 'stride.cart';

/**
 * Starts `node [nodeArgs] packages/cli/dist/bin.js serve` (or the `cli` given) on `port` (a free one when 0), production mode,
 * demo data seeded into a fresh temp data dir; resolves once /healthz answers.
 */
export async function startStorefront({ port = 0, timeoutMs = 120_000, cli = cliBin, nodeArgs = [] } = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'stride-bench-web-'));
  const listenPort = port === 0 ? await freePort() : port;
  const origin = `http://127.0.0.1:${listenPort}`;
  const child = spawn(process.execPath, [...nodeArgs, cli, 'serve', '--port', String(listenPort)], {
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
    const ready = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { origin, stop, cpuMs: () => processCpuMs(child.pid) };
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

/** `name=value` pairs of the Set-Cookie lines of an answer. */
function cookiesOf(res) {
  return res.headers.getSetCookie().map((line) => {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim() };
  });
}

/**
 * A guest with one item in the cart, set up through the API: the guest token call sets the
 * HttpOnly token cookies the browser would get, then the cart is created and filled with them.
 * @returns {Promise<{ cookies: { name: string, value: string }[], basketId: string }>}
 */
async function guestCartWithItem(origin, product) {
  const token = await fetch(`${origin}/token/v2/auth/token?locale=en-US`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'Guest' }),
  });
  if (!token.ok) throw new Error(`guest token answered ${token.status}: ${(await token.text()).slice(0, 200)}`);
  const cookies = cookiesOf(token);
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

/** A guest's order of one unit of the product, placed through the API (bench/api's ready basket), with the guest's access cookie. */
async function guestOrder(origin, product) {
  const ready = await readyBasket(origin, { productId: product.id, upc: product.upc });
  const { method, path, headers, body } = placeOrderRequest(ready);
  const placed = (await getJson(origin, path, { method, headers, body })).body;
  const orderNumber = placed.orderNumber ?? placed.order?.orderNumber;
  if (typeof orderNumber !== 'string') throw new Error(`placing the order answered no order number: ${JSON.stringify(placed).slice(0, 200)}`);
  return { orderNumber, cookies: [{ name: 'stride_at', value: ready.token }] };
}

/** The demo shopper signed in with PKCE through the API: the token exchange sets the cookies a browser keeps. */
async function signedInShopper(origin) {
  const codeVerifier = randomBytes(32).toString('base64url');
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
  const json = { 'content-type': 'application/json' };
  const { authorizationCode } = (
    await getJson(origin, '/consumers-v3/auth/signin?locale=en-US', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ type: 'Registered', username: 'shopper@stride.example', password: 'Stride-demo-1', codeChallenge }),
    })
  ).body;
  const { res } = await getJson(origin, '/token/v2/auth/token?locale=en-US', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ type: 'Registered', authorizationCode, codeVerifier }),
  });
  const cookies = cookiesOf(res);
  if (!cookies.some((c) => c.name === 'stride_at')) throw new Error('the sign-in token exchange set no stride_at cookie');
  return { cookies };
}

/**
 * The pages measured, one per storefront route (packages/web/src/app/routes.ts): home `/en-us`; the
 * first leaf category with products (from the catalog); search for that category's first plain
 * product's first word; that product's page; `/cart` and `/checkout` for a guest holding one of
 * it; the order confirmation of a guest's order of it; `/account` as a guest (the sign-in form)
 * and signed in as the demo shopper; forgot and reset password; the loyalty confirmation link.
 */
export async function findPages(origin) {
  const catalog = (await getJson(origin, '/products/v2/catalog?locale=en-US')).body;
  const category = firstLeaf(catalog.categories ?? []);
  if (category === undefined) throw new Error('the catalog has no category with products');
  const search = (await getJson(origin, `/products/v2/search/productSearch?locale=en-US&categoryId=${category.id}&count=24`)).body;
  const product = await plainProduct(origin, search.products ?? []);
  if (product === undefined) throw new Error(`category ${category.id} lists no product a guest can simply buy`);
  const cart = await guestCartWithItem(origin, product);
  const order = await guestOrder(origin, product);
  const shopper = await signedInShopper(origin);
  const query = product.name.split(' ').find((word) => word.length >= 3) ?? product.name;
  const guestCart = { cookies: cart.cookies, localStorage: { [CART_STORAGE_KEY]: cart.basketId } };
  return [
    { name: 'home', path: '/en-us' },
    { name: 'list', path: category.url, note: category.name },
    { name: 'search', path: `/en-us/search?q=${encodeURIComponent(query)}`, note: `"${query}"` },
    { name: 'product', path: product.url, note: product.name },
    { name: 'cart', path: '/cart', note: `1 item (${product.name})`, ...guestCart, expectText: product.name },
    { name: 'checkout', path: '/checkout', note: `guest, 1 item (${product.name})`, ...guestCart, expectText: product.name },
    {
      name: 'order-confirmation',
      path: `/order-confirmation?orderNumber=${encodeURIComponent(order.orderNumber)}`,
      note: `guest order ${order.orderNumber}`,
      cookies: order.cookies,
      expectText: order.orderNumber,
    },
    { name: 'sign-in', path: '/account', note: 'guest: the sign-in form' },
    { name: 'account', path: '/account', note: 'signed in as shopper@stride.example', cookies: shopper.cookies, expectText: 'shopper@stride.example' },
    { name: 'forgot-password', path: '/forgot-password' },
    { name: 'reset-password', path: '/reset-password?token=bench', note: 'a link token the page only carries' },
    { name: 'loyalty-confirm', path: '/en-us/loyalty/confirm?token=bench', note: 'a link token the page only carries' },
  ];
}
