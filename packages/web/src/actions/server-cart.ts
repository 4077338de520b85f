import type { CartAnswer } from '@stride/application/storefront';
import type { LoadArgs } from '../app/router.js';
import { BASKET_COOKIE, cookieFrom } from './form-cookies.js';
import type { FormFlash } from './form-flash.js';
import { readFormFlash } from './read-form-flash.js';

/** What the server knows of the shopper's cart for a page's render, and the flash a form post left for the page. */
export interface ServerCart {
  /**
   * The basket of the basket cookie, read as the shopper. Absent without a cookie, or when it names a basket that is
   * gone (ordered, another shopper's): the page then waits for the cart the browser's script keeps, and says in
   * `<noscript>` that there is none.
   */
  readonly cart?: CartAnswer;
  readonly flash?: FormFlash;
}

function lineless({ itemId: _line, ...flash }: FormFlash): FormFlash {
  return flash;
}

/**
 * The cart the cart and checkout pages render on the server (for a shopper without JavaScript, the only one they
 * see): the basket the pages' form posts keep in the basket cookie. Server-only: the pages import it behind
 * `import.meta.env.SSR`, so the browser's build carries none of it.
 * @example const { cart, flash } = await readServerCart(args, '/cart');
 */
export async function readServerCart({ api, cookie }: Pick<LoadArgs, 'api' | 'cookie'>, path: string): Promise<ServerCart> {
  const flash = readFormFlash(cookie, path);
  const basketId = cookieFrom(cookie, BASKET_COOKIE);
  if (basketId === undefined || basketId === '') return flash === null ? {} : { flash: lineless(flash) };
  const answer = await api.call('getCart', { params: { basketId } });
  const found = answer.isOk() ? { cart: answer.value } : {};
  if (flash === null) return found;
  // A message about a line the cart no longer shows is shown at the top instead.
  return { ...found, flash: found.cart?.items.some((item) => item.id === flash.itemId) === true ? flash : lineless(flash) };
}
