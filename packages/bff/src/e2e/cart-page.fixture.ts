import type { Locator, Page } from '@playwright/test';
import { guestCartInPage, hydrated } from './browser.fixture.js';

/** The product's name, as its details answer it (read through the page, as the shopper's browser would). */
export async function productName(page: Page, productId: string): Promise<string> {
  return page.evaluate(async (id) => ((await (await fetch(`/products/v2/products/${id}/details`)).json()) as { name: string }).name, productId);
}

/** A line of the cart page, found by its product's name. */
export const cartLine = (page: Page, name: string): Locator => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

/** A guest's cart holding one of the variant, open at /cart with its line shown: the product's name. */
export async function cartHolding(page: Page, chosen: { readonly variantId: string; readonly productId: string }): Promise<string> {
  await page.goto('/cart');
  await hydrated(page);
  await guestCartInPage(page, [{ productId: chosen.variantId, qty: 1 }]);
  const name = await productName(page, chosen.productId);
  await page.reload();
  await cartLine(page, name).waitFor();
  return name;
}
