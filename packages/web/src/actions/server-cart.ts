import type { CartAnswer } from '@stride/application/storefront';
import type { LoadArgs } from '../app/router.js';
import { BASKET_COOKIE, cookieFrom } from './form-cookies.js';
import type { FormFlash } from './form-flash.js';
import { readFormFlash } from './read-form-flash.js';

/** What the server knows of the shopper's cart for a page's render, and the flash a form post left for the page. */
export interface ServerCart {
  /**
   * The basket of the basket cookie, read as the shopper; null when the cookie names one that is gone (ordered,
   * another shopper's). Absent when there is no cookie: the browser's script reads the cart it keeps itself.
   */
  readonly cart?: CartAnswer | null;
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
  const cart = answer.isOk() ? answer.value : null;
  if (flash === null) return { cart };
  // A message about a line the cart no longer shows is shown at the top instead.
  return { cart, flash: cart?.items.some((item) => item.id === flash.itemId) === true ? flash : lineless(flash) };
}
