import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { demoData } from '../testing/demo-variants.js';
import { hydrated, seriousAxeViolations, viewport, watchProblems, type Width } from './browser.fixture.js';
import { expect, test } from './store.fixture.js';

// Quick-shop in full (account section 4): opened from a cart line or a saved line, it starts on the line's colour and
// size and its footer updates the line in place; opened from a tile on a presale product, "sign in to buy" signs in
// over it and leaves the colour and size chosen.
const SHOTS = '/tmp/shots/quick-shop-edit';

test.use({ storeName: 'quick-shop-edit' });

// A first visit is refused 401 and repeated with a guest token (app/browser-api.ts).
const GUEST_RENEWAL = [401];

const data = demoData();
const usd = (minor: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100);

/** A shoe of the demo whose colours are priced differently, under the free gift's 100.00, with the sizes the journey picks in stock. */
function shoeWithColours(): { name: string; path: string; first: Size; bigger: Size; otherColour: Size; savedSize: Size } {
  const product = data.products.find((p) => p.id === 'SL0714100');
  const colours = data.colourVariants.filter((c) => c.productId === 'SL0714100');
  const size = (colourId: string | undefined, label: string): Size => {
    const colour = colours.find((c) => c.colourId === colourId);
    const variant = data.variants.find((v) => v.colourVariantId === colour?.id && v.sizeLabel === label);
    const price = data.prices.find((p) => p.variantId === variant?.id && p.currency === 'USD');
    if (product === undefined || colour === undefined || variant === undefined || price === undefined || variant.onlineStock < 2)
      throw new Error(`demo data: ${colourId} size ${label} of the Daybreak slip-on is not for sale`);
    return { colour: colour.colourName, size: label, price: usd(price.saleMinor ?? price.listMinor) };
  };
  const [white, blue] = [colours[0]?.colourId, colours[1]?.colourId];
  const sizes = { first: size(white, '9'), bigger: size(white, '10'), otherColour: size(blue, '10'), savedSize: size(blue, '11') };
  if (sizes.first.price === sizes.otherColour.price) throw new Error('demo data: the Daybreak’s colours are priced the same');
  return { name: product?.name ?? '', path: `/en-us/p/${product?.slug}-${product?.id}`, ...sizes };
}

interface Size {
  readonly colour: string;
  readonly size: string;
  readonly price: string;
}

/** Opens quick-shop from a line's Edit button; answers the dialog once its colour and size are shown. */
async function editLine(page: Page, line: Locator, name: string): Promise<Locator> {
  await line.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('radiogroup', { name: 'Size', exact: true }).waitFor();
  return dialog;
}

const checkedSize = (dialog: Locator) => dialog.getByRole('radiogroup', { name: 'Size', exact: true }).getByRole('radio', { checked: true });
const checkedColour = (dialog: Locator) => dialog.getByRole('radiogroup', { name: 'Colour', exact: true }).getByRole('radio', { checked: true });

for (const width of [1440, 375] as const satisfies readonly Width[]) {
  test(`edits a cart line's size and colour in quick-shop, then a saved item's size, at ${width}`, async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize(viewport(width));
    const problems = watchProblems(page, GUEST_RENEWAL);
    const shoe = shoeWithColours();

    await page.goto(`${shoe.path}?size=${shoe.first.size}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Added to cart' }).waitFor();
    await page.goto('/cart');
    await hydrated(page);
    const line = page.locator('.cart-group li.cart-item').filter({ hasText: shoe.name });
    await expect(line).toContainText(`${shoe.first.colour} · Size ${shoe.first.size}`);

    // The size: quick-shop opens on the line's colour and size, and Update in cart changes the line where it is.
    let dialog = await editLine(page, line, shoe.name);
    await expect(checkedSize(dialog)).toHaveAccessibleName(shoe.first.size);
    await expect(checkedColour(dialog)).toHaveAccessibleName(shoe.first.colour);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/edit-open-${width}.png` });
    await dialog.getByRole('radiogroup', { name: 'Size', exact: true }).getByRole('radio', { name: shoe.bigger.size, exact: true }).check();
    await dialog.getByRole('button', { name: 'Update in cart' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Item updated' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect(line).toContainText(`${shoe.bigger.colour} · Size ${shoe.bigger.size}`);
    await expect(page.locator('.cart-group li.cart-item')).toHaveCount(1);

    // The colour, priced differently: the line and the order's subtotal follow it.
    dialog = await editLine(page, line, shoe.name);
    await expect(checkedSize(dialog)).toHaveAccessibleName(shoe.bigger.size);
    await dialog.getByRole('radiogroup', { name: 'Colour', exact: true }).getByRole('radio', { name: shoe.otherColour.colour }).check();
    // Attributes are chosen stepwise (account section 4): a new colour asks for the size again.
    await dialog.getByRole('radiogroup', { name: 'Size', exact: true }).getByRole('radio', { name: shoe.otherColour.size, exact: true }).check();
    await dialog.getByRole('button', { name: 'Update in cart' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect(line).toContainText(`${shoe.otherColour.colour} · Size ${shoe.otherColour.size}`);
    await expect(line.locator('.cart-item__price')).toHaveText(shoe.otherColour.price);
    const summary = page.getByRole('complementary', { name: 'Order summary and payment' });
    await expect(summary.locator('dt', { hasText: 'Subtotal (1 item)' }).locator('+ dd')).toHaveText(shoe.otherColour.price);
    await page.screenshot({ path: `${SHOTS}/edited-line-${width}.png` });

    // A saved item: Edit opens on its colour and size, Update saved item keeps it saved with the new size.
    await line.getByRole('button', { name: `Save ${shoe.name} for later`, exact: true }).click();
    const saved = page.getByRole('region', { name: 'Saved for later (1)' }).getByRole('article', { name: shoe.name });
    await saved.waitFor();
    dialog = await editLine(page, saved, shoe.name);
    await expect(checkedColour(dialog)).toHaveAccessibleName(shoe.otherColour.colour);
    await expect(checkedSize(dialog)).toHaveAccessibleName(shoe.otherColour.size);
    await dialog.getByRole('radiogroup', { name: 'Size', exact: true }).getByRole('radio', { name: shoe.savedSize.size, exact: true }).check();
    await dialog.getByRole('button', { name: 'Update saved item' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Saved item updated' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    dialog = await editLine(page, saved, shoe.name);
    await expect(checkedSize(dialog)).toHaveAccessibleName(shoe.savedSize.size);
    await dialog.getByRole('button', { name: `Close ${shoe.name}` }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Back in the cart, the saved item is the size chosen for it.
    await saved.getByRole('button', { name: `Move ${shoe.name} to cart`, exact: true }).click();
    await expect(page.locator('.cart-group li.cart-item').filter({ hasText: shoe.name })).toContainText(
      `${shoe.savedSize.colour} · Size ${shoe.savedSize.size}`,
    );
    await page.screenshot({ path: `${SHOTS}/saved-moved-back-${width}.png` });
    expect(problems).toEqual([]);
  });
}

test('sign in to buy from quick-shop: the sign-in dialog opens over it, and after it the colour and size are still chosen', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize(viewport(375));
  const problems = watchProblems(page, GUEST_RENEWAL);
  const product = data.products.find((p) => p.presale && p.productType === 'FOOTWEAR' && p.primaryCategoryId === '4100');
  const category = data.categories.find((c) => c.id === product?.primaryCategoryId);
  const variant = data.variants.find((v) => v.productId === product?.id && v.onlineStock > 0);
  const colour = data.colourVariants.find((c) => c.id === variant?.colourVariantId);
  if (product === undefined || category === undefined || variant === undefined || colour === undefined)
    throw new Error('demo data: no presale running shoe in stock');

  await page.goto(`/en-us/c/${category.slug}-${category.id}`);
  await hydrated(page);
  await page.getByRole('button', { name: `Quick shop, ${product.name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: product.name });
  await dialog.getByRole('radiogroup', { name: 'Colour', exact: true }).getByRole('radio', { name: colour.colourName }).check();
  await dialog.getByRole('radiogroup', { name: 'Size', exact: true }).getByRole('radio', { name: variant.sizeLabel, exact: true }).check();
  await dialog.getByRole('link', { name: 'Sign in to buy' }).click();
  const signIn = page.getByRole('dialog', { name: 'Welcome back' });
  await signIn.getByLabel('Email').fill(DemoEmail.shopper);
  await signIn.getByLabel('Password').fill(DEMO_PASSWORD);
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await signIn.waitFor({ state: 'hidden' });

  await expect(checkedColour(dialog)).toHaveAccessibleName(colour.colourName);
  await expect(checkedSize(dialog)).toHaveAccessibleName(variant.sizeLabel);
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByTestId('toast').filter({ hasText: 'Added to cart' }).waitFor();
  await page.screenshot({ path: `${SHOTS}/presale-quick-shop-signed-in-375.png` });
  expect(problems).toEqual([]);
});
