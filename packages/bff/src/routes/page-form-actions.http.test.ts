import { productDetailsAnswerSchema } from '@stride/application/storefront';
import { describe, expect, it } from 'vitest';
import { buyableDemoVariant } from '../testing/demo-variants.js';
import { useTestServer } from '../testing/started-server.js';
import { createCartWithItem } from '../testing/cart.js';
import { guestToken } from '../testing/tokens.js';

const store = useTestServer({ STRIDE_DEMO_DATA: 'true' });

const FORM = 'application/x-www-form-urlencoded';
/** The sandbox cards (docs/test-cards.md): authorised as it is, and one that asks for a 3-D Secure challenge. */
const PLAIN_CARD = '4111 1111 1111 1111';
const THREE_DS_CARD = '4000000000003220';
const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '1 Main St',
  addressLine2: '',
  city: 'Springfield',
  province: 'IL',
  postalCode: '62701',
  phone: '2175550123',
  email: 'ada@example.com',
};

/** A browser without JavaScript: it keeps the cookies it is given and sends its own Origin with every form post. */
class Browser {
  readonly cookies = new Map<string, string>();

  private keep(res: Response): void {
    for (const header of res.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (/max-age=0/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  private get cookie(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
    const res = await fetch(new URL(path, store.url), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': FORM, origin: new URL(store.url).origin, cookie: this.cookie, ...headers },
      body: new URLSearchParams(fields).toString(),
    });
    this.keep(res);
    return res;
  }

  async get(path: string): Promise<{ res: Response; html: string }> {
    const res = await fetch(new URL(path, store.url), { headers: { cookie: this.cookie } });
    this.keep(res);
    return { res, html: await res.text() };
  }

  /** The flash a post left, as the page reads it. */
  flash(): Record<string, unknown> | undefined {
    const raw = this.cookies.get('stride_flash');
    return raw === undefined ? undefined : (JSON.parse(decodeURIComponent(raw)) as Record<string, unknown>);
  }
}

/** The page's HTML before its page state (which holds the whole catalogue of messages). */
function shown(html: string): string {
  const state = html.indexOf('type="application/json"');
  if (state < 0) throw new Error('the page has no page state');
  return html.slice(0, state);
}

/** The add-to-cart form of a product page: the product, its site and the colour and size radios of a buyable variant. */
async function addToCartForm(): Promise<Record<string, string>> {
  const variant = buyableDemoVariant((v) => v.productType === 'FOOTWEAR' && v.onlineStock >= 5);
  const res = await fetch(new URL(`/products/v2/products/${variant.productId}/details?locale=en-US`, store.url));
  const product = productDetailsAnswerSchema.parse(await res.json());
  const attributes = product.variants.find((v) => v.id === variant.variantId)?.attributes ?? {};
  return { productId: product.id, locale: 'en-US', ...attributes, intent: 'add' };
}

async function cartWithLine(browser: Browser): Promise<string> {
  expect((await browser.post('/cart', await addToCartForm())).status).toBe(303);
  const { html } = await browser.get('/cart');
  const itemId = /name="itemId" value="([^"]+)"/.exec(html)?.[1];
  if (itemId === undefined) throw new Error('the cart shows no line');
  return itemId;
}

describe('the cart’s form posts (POST /cart, a browser without JavaScript)', () => {
  it('a first add opens the guest session and a basket, redirects to the cart, and the cart renders the line on the server', async () => {
    const browser = new Browser();
    const res = await browser.post('/cart', await addToCartForm());
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/cart');
    expect([...browser.cookies.keys()].sort()).toEqual(['stride_at', 'stride_basket', 'stride_flash', 'stride_locale', 'stride_rt']);
    expect(browser.flash()).toMatchObject({ path: '/cart', tone: 'success', message: expect.stringMatching(/^Added to cart: Stride /) as unknown });
    const { res: page, html } = await browser.get('/cart');
    expect(page.status).toBe(200);
    expect(shown(html)).toMatch(/<form class="cart-item__actions" action="\/cart" method="post">/);
    expect(shown(html)).toContain('Added to cart: Stride ');
    // The flash is read once: the page that showed it removes it.
    expect(page.headers.getSetCookie().some((c) => /^stride_flash=;.*Max-Age=0/.test(c))).toBe(true);
    expect(browser.flash()).toBeUndefined();
  });

  it('shops on the site the product page names: a Quebec shopper’s cart in CAD, its words in French, the site remembered', async () => {
    const browser = new Browser();
    const res = await browser.post('/cart', { ...(await addToCartForm()), locale: 'fr-CA' });
    expect(res.headers.get('location')).toBe('/cart');
    expect(browser.cookies.get('stride_locale')).toBe('fr-CA');
    expect(browser.flash()).toMatchObject({ message: expect.stringMatching(/^Ajouté au panier : /) as unknown });
    const { html } = await browser.get('/cart');
    expect(shown(html)).toMatch(/<html lang="fr-CA"/);
    // Canadian dollars, written as the site's language writes them (the currency code, decimal comma).
    expect(shown(html)).toMatch(/<p class="cart-item__price">\d+,\d\d\sCAD<\/p>/);
  });

  it('changes a line’s quantity and removes it through the cart calls, each a 303 back to the cart', async () => {
    const browser = new Browser();
    const itemId = await cartWithLine(browser);
    expect((await browser.post('/cart', { intent: 'update', itemId, qty: '3' })).headers.get('location')).toBe('/cart');
    expect(browser.flash()).toMatchObject({ message: 'Quantity updated', tone: 'success' });
    expect(shown((await browser.get('/cart')).html)).toMatch(/<option value="3" selected="">/);
    await browser.post('/cart', { intent: 'remove', itemId });
    expect(shown((await browser.get('/cart')).html)).toContain('Your cart is empty.');
  });

  it('shows a refused change in the error catalogue’s words at the top of the cart, where the script would toast it', async () => {
    const browser = new Browser();
    const itemId = await cartWithLine(browser);
    await browser.post('/cart', { intent: 'update', itemId, qty: '999999' });
    const flash = browser.flash();
    // INV408, the maximum quantity: the catalogue's message with the number the server allows.
    expect(flash).toEqual({ path: '/cart', tone: 'error', message: expect.stringMatching(/^You can add up to \d+ of this item\.$/) as unknown });
    const { html } = await browser.get('/cart');
    expect(shown(html)).toContain(`<p class="banner banner--error" role="alert">${String(flash?.['message'])}</p>`);
  });

  it('says the spec’s words when a line cannot be removed, at the top of the cart when the line is not there', async () => {
    const browser = new Browser();
    await cartWithLine(browser);
    await browser.post('/cart', { intent: 'remove', itemId: 'no-such-line' });
    expect(browser.flash()).toMatchObject({ tone: 'error', message: 'Unable to remove item from cart. Please try again later' });
    const { html } = await browser.get('/cart');
    expect(shown(html)).toContain('<p class="banner banner--error" role="alert">Unable to remove item from cart. Please try again later</p>');
  });

  it('sends a post it cannot read back to the cart with a message, never an error page', async () => {
    const browser = new Browser();
    const res = await browser.post('/cart', { intent: 'empty-everything' });
    expect(res.status).toBe(303);
    expect(browser.flash()).toMatchObject({ message: 'Something went wrong. Please try again later.', tone: 'error' });
  });

  it('asks for the size when the post names none, back on the product page', async () => {
    const browser = new Browser();
    const { size: _size, ...withoutSize } = await addToCartForm();
    const res = await browser.post('/cart', withoutSize);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/en-us\/p\/[a-z0-9-]+-[A-Z0-9]+\?color=/);
    expect(browser.flash()).toEqual({ path: new URL(res.headers.get('location') ?? '', store.url).pathname, missing: true });
    expect(browser.cookies.has('stride_basket')).toBe(false);
  });

  it('renders another shopper’s basket as none at all: a basket cookie is no key to someone else’s cart', async () => {
    const other = await guestToken(store.url);
    const theirs = await createCartWithItem(store.url, other.accessToken);
    const browser = new Browser();
    await cartWithLine(browser);
    browser.cookies.set('stride_basket', theirs.basketId);
    const { html } = await browser.get('/cart');
    expect(shown(html)).toContain('Your cart is empty.');
    expect(shown(html)).not.toContain(theirs.items[0]?.id ?? 'no line');
  });

  it('refuses a form posted from another site with 403 AUT432, with or without a session, and opens none', async () => {
    const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const stranger = new Browser();
    const res = await stranger.post('/cart', await addToCartForm(), evil);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]?.errorId).toBe('AUT432');
    expect(stranger.cookies.size).toBe(0);
    const shopper = new Browser();
    const itemId = await cartWithLine(shopper);
    expect((await shopper.post('/cart', { intent: 'remove', itemId }, evil)).status).toBe(403);
    expect(shown((await shopper.get('/cart')).html)).toContain(`value="${itemId}"`);
  });

  it('reads a form only: a JSON or multipart body is 415 API415', async () => {
    for (const type of ['application/json', 'multipart/form-data; boundary=x', 'text/plain']) {
      const res = await new Browser().post('/cart', { intent: 'add' }, { 'content-type': type });
      expect(res.status, type).toBe(415);
    }
  });
});

describe('the checkout’s form posts (POST /checkout, a browser without JavaScript)', () => {
  const card = (number: string) => ({ cardnumber: number, 'exp-date': `12/${(new Date().getUTCFullYear() + 2) % 100}`, cvc: '123', ccname: 'Ada Lovelace' });

  it('shipping, billing and Place order end on the order’s confirmation; a refused card is never kept nor logged', async () => {
    const browser = new Browser();
    await cartWithLine(browser);
    const { html: shipping } = await browser.get('/checkout');
    expect(shown(shipping)).toMatch(/<form noValidate="" aria-label="Shipping" action="\/checkout" method="post">/);
    expect(shown(shipping)).toMatch(/name="shippingMethod" checked="" value="standard"/);

    // A refused address comes back as typed, with the field's problem.
    await browser.post('/checkout', { intent: 'shipping', ...ADDRESS, lastName: '' });
    expect(browser.flash()).toMatchObject({ form: 'shipping', fields: { city: 'Springfield' }, fieldErrors: { lastName: 'This field is required' } });
    const { html: refused } = await browser.get('/checkout');
    expect(shown(refused)).toMatch(/id="shipping-lastName"[^>]*aria-invalid="true"/);
    expect(shown(refused)).toMatch(/id="shipping-city"[^>]*value="Springfield"/);

    const shipped = await browser.post('/checkout', { intent: 'shipping', ...ADDRESS, shippingMethod: 'express' });
    expect(shipped.headers.get('location')).toBe('/checkout?step=billing');
    const { html: billing } = await browser.get('/checkout?step=billing');
    expect(shown(billing)).toMatch(/aria-label="Billing" action="\/checkout" method="post"/);

    await browser.post('/checkout', { intent: 'billing', sameAsShipping: 'on', ...card('4111 1111 1111 1112') });
    expect(browser.flash()).toEqual({
      path: '/checkout',
      sameAsShipping: true,
      cardError: 'Please check the card number, expiry date, security code and name on card.',
    });
    const billed = await browser.post('/checkout', { intent: 'billing', sameAsShipping: 'on', ...card(PLAIN_CARD) });
    expect(billed.headers.get('location')).toBe('/checkout?step=summary');
    expect(shown((await browser.get('/checkout?step=summary')).html)).toMatch(/<button type="submit"[^>]* value="place"/);

    const placed = await browser.post('/checkout', { intent: 'place' });
    const confirmation = placed.headers.get('location') ?? '';
    expect(confirmation).toMatch(/^\/order-confirmation\?orderNumber=ST\d+$/);
    expect(browser.cookies.has('stride_basket')).toBe(false);
    expect(shown((await browser.get(confirmation)).html)).toContain('We have received your order');
    const logged = JSON.stringify(store.started.logger.entries);
    expect(logged).not.toContain('4111111111111111');
    expect(logged).not.toContain('4111 1111 1111 1111');
    expect(logged).not.toContain('4111 1111 1111 1112');
  });

  it('cancels a 3-D Secure challenge it cannot show: no order, back on billing with a new cart and why', async () => {
    const browser = new Browser();
    await cartWithLine(browser);
    await browser.post('/checkout', { intent: 'shipping', ...ADDRESS });
    await browser.post('/checkout', { intent: 'billing', sameAsShipping: 'on', ...card(THREE_DS_CARD) });
    const basket = browser.cookies.get('stride_basket');
    const res = await browser.post('/checkout', { intent: 'place' });
    expect(res.headers.get('location')).toBe('/checkout?step=billing');
    expect(browser.flash()).toMatchObject({ tone: 'error', message: expect.stringContaining('3-D Secure, which needs JavaScript') as unknown });
    expect(browser.cookies.get('stride_basket')).not.toBe(basket);
    const { html } = await browser.get('/checkout?step=billing');
    expect(shown(html)).toContain('3-D Secure, which needs JavaScript');
    expect(shown(html)).toMatch(/aria-label="Billing" action="\/checkout" method="post"/);
  });

  it('sends a shopper without a basket to the cart', async () => {
    const res = await new Browser().post('/checkout', { intent: 'place' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/cart');
  });
});
