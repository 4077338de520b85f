import { describe, expect, it } from 'vitest';
import { cookieCartStore } from './cookie-cart-store.js';
import { cookieFrom, setCookieHeader } from './form-cookies.js';
import { flashCookieValue, readFormFlash } from './read-form-flash.js';

/** The Cookie header a browser sends back after a Set-Cookie of `value`. */
const sentBack = (name: string, value: string) => `stride_at=x; ${setCookieHeader(name, value, { maxAge: 60, secure: true }).split(';')[0] ?? ''}; other=1`;

describe('the form posts’ flash', () => {
  it('comes back as it was written, for the page it names', () => {
    const flash = { path: '/checkout', form: 'shipping' as const, fields: { city: 'Montréal; QC=1' }, fieldErrors: { lastName: 'This field is required' } };
    expect(readFormFlash(sentBack('stride_flash', flashCookieValue(flash)), '/checkout')).toEqual(flash);
  });

  it('is left unread by another page, and ignored when it is not one (tampered, unbounded, not JSON)', () => {
    const cookie = sentBack('stride_flash', flashCookieValue({ path: '/cart', message: 'Removed' }));
    expect(readFormFlash(cookie, '/checkout')).toBeNull();
    expect(readFormFlash(sentBack('stride_flash', '{"path":"/cart","message":{"html":"<b>"}}'), '/cart')).toBeNull();
    expect(readFormFlash(sentBack('stride_flash', JSON.stringify({ path: '/cart', message: 'x'.repeat(501) })), '/cart')).toBeNull();
    expect(readFormFlash(sentBack('stride_flash', JSON.stringify({ path: '/cart', fields: { 'bad name': 'x' } })), '/cart')).toBeNull();
    expect(readFormFlash('stride_flash=%E0%A4%A', '/cart')).toBeNull();
    expect(readFormFlash('stride_flash={not json', '/cart')).toBeNull();
    expect(readFormFlash(null, '/cart')).toBeNull();
  });
});

describe('the basket cookie as the cart flows’ store', () => {
  it('reports a new basket, a forgotten one, and nothing when the flows kept the one it came with', () => {
    const kept = cookieCartStore('B1');
    kept.save('B1', []);
    expect(kept.changed()).toBeUndefined();
    const rebuilt = cookieCartStore('B1');
    rebuilt.save('B2', [{ productId: 'SR0045600' }]);
    expect([rebuilt.basketId(), rebuilt.changed(), rebuilt.lines()]).toEqual(['B2', 'B2', []]);
    const ordered = cookieCartStore('B1');
    ordered.clear();
    expect([ordered.basketId(), ordered.changed()]).toEqual([null, null]);
    const none = cookieCartStore(null);
    none.clear();
    expect(none.changed()).toBeUndefined();
  });

  it('is read from the Cookie header by name, percent-decoded', () => {
    expect(cookieFrom('a=1; stride_basket=B%201 ; b=2', 'stride_basket')).toBe('B 1');
    expect(cookieFrom('xstride_basket=B1', 'stride_basket')).toBeUndefined();
  });
});
