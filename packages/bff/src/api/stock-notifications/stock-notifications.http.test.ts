import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { describe, expect, it } from 'vitest';
import { demoData } from '../../testing/demo-variants.js';
import type { LooseJson } from '../../testing/loose-json.js';
import { useTestServer } from '../../testing/started-server.js';
import { agentLogin, guestToken, signIn } from '../../testing/tokens.js';
import { errorIdOf } from '../delivery/delivery-http.fixture.js';

const store = useTestServer({ STRIDE_DEMO_DATA: 'true', STRIDE_PUBLIC_URL: 'https://shop.stride.example' });

/** A call as a browser or the CLI makes it; the answer's status, headers and body. */
async function call(method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(new URL(path, store.url), { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) });
  return { status: res.status, headers: res.headers, body: (await res.json()) as LooseJson };
}

const data = demoData();
const productOf = (productId: string) => data.products.find((p) => p.id === productId);
/** Sold-out sizes of products that offer notify me and sell now (not coming soon, not presale), in catalogue order. */
const soldOutSizes = data.variants.filter((v) => {
  const product = productOf(v.productId);
  return v.onlineStock === 0 && product !== undefined && product.notifyMe && !product.comingSoon && !product.presale && product.productType !== 'DIGITAL';
});
const soldOutAt = (index: number) => {
  const variant = soldOutSizes[index];
  if (variant === undefined) throw new Error('the demo data has too few sold-out sizes');
  return variant;
};
const NOTIFY = '/products/v1/notifications';

async function outbox(to: string) {
  return store.started
    .sqlClient()
    .query<{ subject: string; body: string }>(`SELECT subject, body FROM outbound_emails WHERE template = 'back-in-stock' AND lower(to_address) = lower($1)`, [
      to,
    ]);
}

describe('notify me', () => {
  it('keeps one wait per guest address or shopper and size; a restock e-mails each once, in their site’s language, and then they are done', async () => {
    const size = soldOutAt(0);
    const colour = data.colourVariants.find((c) => c.id === size.colourVariantId);
    const guest = await guestToken(store.url);
    const body = { productId: size.productId, variantId: size.id, email: 'Waiting.Guest@example.com' };
    const first = await call('PUT', `${NOTIFY}?locale=fr-CA`, { token: guest.accessToken, body });
    expect([first.status, first.headers.get('cache-control')]).toEqual([200, 'no-store']);
    expect(first.body).toMatchObject({ productId: size.productId, variantId: size.id, email: 'Waiting.Guest@example.com', status: 'waiting', created: true });
    // Idempotent: again, with another guest token and the address in another case, by the colour's master id.
    const other = await guestToken(store.url);
    const again = await call('PUT', NOTIFY, { token: other.accessToken, body: { ...body, productId: colour?.masterId, email: 'waiting.guest@EXAMPLE.com' } });
    expect([again.status, again.body.notificationId, again.body.created]).toEqual([200, first.body.notificationId, false]);
    // A signed-in shopper is written to at their account's address, whatever the body says.
    const shopper = await signIn(store.url, DemoEmail.shopper, DEMO_PASSWORD);
    const own = await call('PUT', NOTIFY, { token: shopper.accessToken, body: { ...body, email: 'someone.else@example.com' } });
    expect(own.body).toMatchObject({ email: DemoEmail.shopper, created: true });
    expect((await call('PUT', NOTIFY, { token: shopper.accessToken, body: { productId: size.productId, variantId: size.id } })).body).toMatchObject({
      notificationId: own.body.notificationId,
      created: false,
    });
    const [row] = await store.started
      .sqlClient()
      .query<{ n: string | number }>('SELECT count(*) AS n FROM stock_notifications WHERE variant_id = $1', [size.id]);
    expect(Number(row?.n)).toBe(2);

    // Support staff restock the size: each wait is e-mailed once, linking to the size on the shopper's site.
    const agent = await agentLogin(store.url, DemoEmail.employee, DEMO_PASSWORD);
    const restock = await call('PUT', `/products/v1/agent/variants/${size.id}/stock`, { token: agent.accessToken, body: { quantity: 5 } });
    expect([restock.status, restock.body]).toEqual([200, { variantId: size.id, before: 0, after: 5, notified: 2 }]);
    const [guestMail] = await outbox('waiting.guest@example.com');
    expect(guestMail?.subject).toBe(`${productOf(size.productId)?.name} est de retour en stock`);
    const link = `https://shop.stride.example/fr-ca/p/${productOf(size.productId)?.slug}-${colour?.masterId}?color=${colour?.colourId}&size=${encodeURIComponent(size.sizeLabel)}`;
    expect(guestMail?.body).toContain(link);
    expect(guestMail?.body).toContain(`taille ${size.sizeLabel}`);
    const [shopperMail] = await outbox(DemoEmail.shopper);
    expect(shopperMail?.subject).toBe(`${productOf(size.productId)?.name} is back in stock`);
    expect(shopperMail?.body).toContain(link.replace('/fr-ca/', '/en-us/'));
    // The product page shows the stock at once (the kept answers were dropped).
    const inventory = await call('GET', `/products/v2/products/${size.productId}/inventory`);
    expect(inventory.body.variants[size.id]).toMatchObject({ quantity: 5, stockStatus: 'InStock' });

    // Sold out and restocked again: nobody is e-mailed twice.
    await call('PUT', `/products/v1/agent/variants/${size.id}/stock`, { token: agent.accessToken, body: { quantity: 0 } });
    const second = await call('PUT', `/products/v1/agent/variants/${size.id}/stock`, { token: agent.accessToken, body: { quantity: 3 } });
    expect(second.body).toEqual({ variantId: size.id, before: 0, after: 3, notified: 0 });
    expect(await outbox('waiting.guest@example.com')).toHaveLength(1);
    expect(await outbox(DemoEmail.shopper)).toHaveLength(1);
  });

  it('refuses an in-stock size, a product without notify me, an unknown size or one of another product, and a guest without an address, writing nothing', async () => {
    const guest = await guestToken(store.url);
    const size = soldOutAt(1);
    const inStock = data.variants.find((v) => v.onlineStock > 0 && productOf(v.productId)?.notifyMe === true);
    const customs = data.variants.find((v) => productOf(v.productId)?.isCustoms === true);
    const otherProduct = data.products.find((p) => p.id !== size.productId && p.productType === 'FOOTWEAR');
    const cases: [unknown, number, string][] = [
      [{ productId: inStock?.productId, variantId: inStock?.id, email: 'a@example.com' }, 409, 'NOTIFY_ME_IN_STOCK'],
      [{ productId: customs?.productId, variantId: customs?.id, email: 'a@example.com' }, 409, 'NOTIFY_ME_OFF'],
      [{ productId: size.productId, variantId: 'ZZ9999999999', email: 'a@example.com' }, 404, 'PLP400'],
      [{ productId: otherProduct?.id, variantId: size.id, email: 'a@example.com' }, 404, 'PLP400'],
      [{ productId: size.productId, variantId: size.id }, 400, 'NOTIFY_ME_EMAIL_REQUIRED'],
      [{ productId: size.productId, variantId: size.id, email: 'not an address' }, 400, 'ATTR300'],
      [{ productId: size.productId, variantId: size.id, email: `${'a'.repeat(95)}@example.com` }, 400, 'ATTR300'],
      [{ productId: size.productId, variantId: size.id, email: 'a@example.com', extra: 1 }, 400, 'ATTR300'],
      [{ productId: 'lower-case', variantId: size.id, email: 'a@example.com' }, 400, 'ATTR300'],
      [{ variantId: size.id, email: 'a@example.com' }, 400, 'ATTR300'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await call('PUT', NOTIFY, { token: guest.accessToken, body });
      expect([JSON.stringify(body), answer.status, errorIdOf(answer.body)]).toEqual([JSON.stringify(body), status, code]);
    }
    expect((await call('PUT', NOTIFY, { body: { productId: size.productId, variantId: size.id, email: 'a@example.com' } })).status).toBe(401);
    const rows = await store.started.sqlClient().query('SELECT 1 FROM stock_notifications WHERE lower(email) = $1', ['a@example.com']);
    expect(rows).toEqual([]);
  });

  it('lets only agents set stock: a shopper is refused, an unknown size is PLP400, a negative or fractional quantity ATTR300', async () => {
    const size = soldOutAt(2);
    const path = `/products/v1/agent/variants/${size.id}/stock`;
    const shopper = await signIn(store.url, DemoEmail.loyalty, DEMO_PASSWORD);
    const refused = await call('PUT', path, { token: shopper.accessToken, body: { quantity: 4 } });
    expect([refused.status, errorIdOf(refused.body)]).toEqual([403, 'AUT432']);
    const agent = await agentLogin(store.url, DemoEmail.employee, DEMO_PASSWORD);
    const unknown = await call('PUT', '/products/v1/agent/variants/ZZ9999999999/stock', { token: agent.accessToken, body: { quantity: 4 } });
    expect([unknown.status, errorIdOf(unknown.body)]).toEqual([404, 'PLP400']);
    for (const quantity of [-1, 1.5, '3', 1_000_000]) {
      const bad = await call('PUT', path, { token: agent.accessToken, body: { quantity } });
      expect([quantity, bad.status, errorIdOf(bad.body)]).toEqual([quantity, 400, 'ATTR300']);
    }
    const [row] = await store.started.sqlClient().query<{ online_stock: number }>('SELECT online_stock FROM variants WHERE id = $1', [size.id]);
    expect(row?.online_stock).toBe(0);
  });

  it('tells the pages the switch is on through the catalog answer', async () => {
    expect((await call('GET', '/products/v2/catalog?locale=en-US')).body.features).toMatchObject({ notifyMe: true });
  });
});

describe('notify me switched off (STRIDE_NOTIFY_ME=false)', () => {
  const off = useTestServer({ STRIDE_DEMO_DATA: 'true', STRIDE_NOTIFY_ME: 'false' });

  it('refuses the call with NOTIFY_ME_OFF and tells the pages through the catalog answer', async () => {
    const size = soldOutAt(3);
    const guest = await guestToken(off.url);
    const res = await fetch(new URL(NOTIFY, off.url), {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${guest.accessToken}` },
      body: JSON.stringify({ productId: size.productId, variantId: size.id, email: 'off@example.com' }),
    });
    expect([res.status, ((await res.json()) as LooseJson).errorDetails[0].errorId]).toEqual([409, 'NOTIFY_ME_OFF']);
    const catalog = (await (await fetch(new URL('/products/v2/catalog', off.url))).json()) as LooseJson;
    expect(catalog.features).toMatchObject({ notifyMe: false });
  });
});
