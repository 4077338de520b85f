import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { demoData, buyableDemoVariants } from '../testing/demo-variants.js';
import { guestCartInPage, hydrated, viewport, watchProblems, type Width } from './browser.fixture.js';
import { stockedSizes } from './stock.fixture.js';
import { expect, test } from './store.fixture.js';

// Commerce section 2 (Dialogs) and section 4 (dialog states): the panels' geometry at both widths, focus kept inside
// and given back, one dialog at a time unless kept; the mini cart after an add; change store and store changed.
const SHOE_PATH = '/en-us/p/stride-pace-runner-3-SR0045600';
const SHOE = 'SR0045600';
const RUNNING_PATH = '/en-us/c/running-shoes-4100';
const GUEST_RENEWAL = [401];

// A shoe under the free-gift threshold that Stride New York SoHo (US101) holds, so its line is picked up there.
const atSoho = new Set(
  demoData()
    .storeInventory.filter((s) => s.storeId === 'US101' && s.quantity >= 2)
    .map((s) => s.variantId),
);
const pickupShoe = buyableDemoVariants((v) => v.productType === 'FOOTWEAR' && v.onlineStock >= 2 && v.usdMinor < 10_000 && atSoho.has(v.variantId))[0];
if (pickupShoe === undefined) throw new Error('the demo data has no shoe in stock at US101');

test.use({ storeName: 'dialogs' });

/** The panel's box once its slide-in is over: polled until it stops moving, never timed. */
async function settledBox(panel: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let last = '';
  await expect
    .poll(async () => {
      const box = JSON.stringify(await panel.boundingBox());
      const same = box === last;
      last = box;
      return same && (await panel.evaluate((el) => el.getAnimations().length)) === 0;
    })
    .toBe(true);
  return JSON.parse(last) as { x: number; y: number; width: number; height: number };
}

/** Where a panel sits at a width: a bottom sheet of the given share of the height on a phone, the right edge's full height on a desktop. */
async function expectPanelAt(panel: Locator, width: Width, phoneShare: number): Promise<void> {
  const { height } = viewport(width);
  const box = await settledBox(panel);
  if (width === 375) {
    expect(box.x).toBe(0);
    expect(box.width).toBe(375);
    expect(Math.round(box.y + box.height)).toBe(height);
    expect(Math.round(box.height)).toBe(Math.round(height * phoneShare));
  } else {
    expect(Math.round(box.x + box.width)).toBe(1440);
    expect(box.x).toBeGreaterThan(0);
    expect(box.y).toBe(0);
    expect(Math.round(box.height)).toBe(height);
  }
}

const focusInside = (page: Page, dialogId: string) =>
  page.evaluate((id) => document.activeElement?.closest(`dialog[data-dialog-id="${id}"]`) !== null, dialogId);

test.describe('dialogs in Chromium', () => {
  test.beforeAll(() => {
    mkdirSync('/tmp/shots/dialogs', { recursive: true });
  });

  for (const width of [375, 1440] as const) {
    test(`mini cart after an add on the product page at ${width}: the added line, subtotal and count, View cart and Checkout; its panel, Tab kept inside, Escape, focus back`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize(viewport(width));
      const problems = watchProblems(page, GUEST_RENEWAL);
      const size = (await stockedSizes(baseURL ?? '', SHOE))[0];
      if (size === undefined) throw new Error('demo data: no Stride Pace Runner 3 size in stock');
      await page.goto(`${SHOE_PATH}?color=600&size=${encodeURIComponent(size.label)}`);
      await hydrated(page);
      const add = page.getByRole('button', { name: 'Add to cart' });
      await add.click();

      const miniCart = page.getByRole('dialog', { name: 'Added to your cart' });
      await miniCart.getByText('Stride Pace Runner 3').waitFor();
      await expect(miniCart.getByText(`Size ${size.label}`)).toBeVisible();
      await expect(miniCart.getByText(/^Subtotal \(\d+ items?\)$/)).toBeVisible();
      await expect(miniCart.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
      await expect(miniCart.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
      // Half the height at the bottom on a phone; the right edge, full height, on a desktop; sliding over 250 ms.
      await expectPanelAt(miniCart, width, 0.5);
      expect(await miniCart.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0.25s');
      await page.screenshot({ path: `/tmp/shots/dialogs/mini-cart-${width}.png` });

      // Focus is inside and stays there however far Tab goes (close button, two links, and round again).
      expect(await focusInside(page, 'mini-cart')).toBe(true);
      for (let i = 0; i < 5; i += 1) {
        await page.keyboard.press('Tab');
        expect(await focusInside(page, 'mini-cart')).toBe(true);
      }
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside(page, 'mini-cart')).toBe(true);

      await page.keyboard.press('Escape');
      await miniCart.waitFor({ state: 'hidden' });
      await expect(add).toBeFocused();
      expect(problems).toEqual([]);
    });
  }

  test('quick-shop at 375 is a 95% bottom panel; its add opens the mini cart in its place, whose Escape gives focus back to the tile', async ({ page }) => {
    await page.setViewportSize(viewport(375));
    const problems = watchProblems(page, GUEST_RENEWAL);
    await page.goto(RUNNING_PATH);
    await hydrated(page);
    const tile = page.getByRole('button', { name: /^Quick shop, / }).first();
    await tile.click();
    const quickShop = page.locator('dialog[data-dialog-id="quickshop"]');
    await expect(quickShop).toBeVisible();
    await expectPanelAt(quickShop, 375, 0.95);
    // A size in stock: the first enabled one.
    const size = quickShop.getByRole('radiogroup', { name: 'Size', exact: true }).locator('input:not([disabled])').first();
    await size.check();
    await quickShop.getByRole('button', { name: 'Add to cart' }).click();

    // Opening the mini cart closed quick-shop (one dialog at a time).
    const miniCart = page.getByRole('dialog', { name: 'Added to your cart' });
    await miniCart.getByRole('link', { name: 'View cart' }).waitFor();
    await quickShop.waitFor({ state: 'hidden' });
    expect(await page.locator('dialog[open]').count()).toBe(1);
    await page.keyboard.press('Escape');
    await miniCart.waitFor({ state: 'hidden' });
    await expect(tile).toBeFocused();

    // A second add on the same page: the mini cart's chunk is loaded now, so it opens in the very commit that closes
    // quick-shop (whose controls are gone and focus with them); its Escape still gives focus back to this tile.
    const second = page.getByRole('button', { name: 'Quick shop, Stride Stratus 4', exact: true });
    await second.click();
    await quickShop.getByRole('radiogroup', { name: 'Size', exact: true }).locator('input:not([disabled])').first().check();
    await quickShop.getByRole('button', { name: 'Add to cart' }).click();
    await miniCart.getByRole('link', { name: 'View cart' }).waitFor();
    await quickShop.waitFor({ state: 'hidden' });
    await page.keyboard.press('Escape');
    await miniCart.waitFor({ state: 'hidden' });
    await expect(second).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('change store: the confirmation opens over the kept delivery dialog, Keep goes back to it, Change store moves the line and store changed names what the new store must ship in', async ({
    page,
    store,
  }) => {
    await page.setViewportSize(viewport(375));
    const problems = watchProblems(page, GUEST_RENEWAL);
    await page.goto('/cart');
    await hydrated(page);
    const basketId = await guestCartInPage(page, [{ productId: pickupShoe.variantId, qty: 1 }]);
    const picked = await page.evaluate(async (cartId) => {
      const res = await fetch('/cart/v1/shippingMethod', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cartId, shippingId: 'store-US101', code: 'pickup' }),
        credentials: 'same-origin',
      });
      return res.status;
    }, basketId);
    expect(picked).toBe(200);
    await page.reload();
    await hydrated(page);
    await page.getByRole('heading', { name: /^Pickup/ }).waitFor();

    await page.getByRole('button', { name: 'Change delivery method' }).click();
    const delivery = page.getByRole('dialog', { name: 'Change delivery method' });
    await expectPanelAt(delivery, 375, 1);
    await delivery.getByLabel('Pick up at a store').check();
    await delivery.getByLabel('ZIP or postal code').fill('10012');
    await delivery.getByRole('button', { name: 'Find stores' }).click();
    // Another store near by, made to lack the shoe and to ship to store: the change costs the shopper their pickup.
    const otherRadio = delivery.getByRole('radio', { name: /^(?!Stride New York SoHo).+, .+ \(/ }).first();
    await otherRadio.waitFor();
    const otherName = ((await otherRadio.evaluate((el) => el.closest('label')?.textContent)) ?? '').split(',')[0]?.trim() ?? '';
    const [row] = await store.sqlClient().query<{ id: string }>('SELECT id FROM stores WHERE name = $1', [otherName]);
    if (row === undefined) throw new Error(`no store named ${otherName}`);
    await store.sqlClient().query('UPDATE stores SET offers_pickup = true, offers_ship_to_store = true WHERE id = $1', [row.id]);
    await store.sqlClient().query('DELETE FROM store_inventory WHERE store_id = $1 AND variant_id = $2', [row.id, pickupShoe.variantId]);
    await otherRadio.check();
    await delivery.getByRole('radio', { name: /Ship to store/ }).check();
    const save = delivery.getByRole('button', { name: 'Save delivery method' });
    await save.click();

    // The confirmation over the delivery dialog, which is kept open under it.
    const confirmation = page.getByRole('dialog', { name: 'Change your pickup store?' });
    await expect(confirmation.getByText(`1 item for pickup at Stride New York SoHo will be picked up at ${otherName} instead.`)).toBeVisible();
    expect(await page.locator('dialog[open]').count()).toBe(2);
    await page.screenshot({ path: '/tmp/shots/dialogs/change-store-375.png' });
    await confirmation.getByRole('button', { name: 'Keep Stride New York SoHo' }).click();
    await confirmation.waitFor({ state: 'hidden' });
    await expect(delivery).toBeVisible();
    await expect(save).toBeFocused();
    // Tab from its last control goes round to its first, and back.
    await page.keyboard.press('Tab');
    expect(await focusInside(page, 'cart-change-shipping-method')).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expect(save).toBeFocused();

    await save.click();
    await confirmation.getByRole('button', { name: 'Change store' }).click();
    const changed = page.getByRole('dialog', { name: 'Your pickup has changed' });
    await expect(changed.getByRole('listitem')).toHaveText([/: shipped to the store first \(3-7 business days\)$/]);
    await expect(delivery).toBeHidden();
    await page.screenshot({ path: '/tmp/shots/dialogs/store-changed-375.png' });
    await changed.getByRole('button', { name: 'Got it' }).click();
    await changed.waitFor({ state: 'hidden' });
    await expect(page.getByText(`Pick up at store ${otherName}`)).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a pickup store that runs out: the cart read moves the line to ship to store and store changed says so at 1440', async ({ page, store }) => {
    await page.setViewportSize(viewport(1440));
    const problems = watchProblems(page, GUEST_RENEWAL);
    await page.goto('/cart');
    await hydrated(page);
    const basketId = await guestCartInPage(page, [{ productId: pickupShoe.variantId, qty: 1 }]);
    const storeId = 'US102';
    await store.sqlClient().query('UPDATE stores SET offers_pickup = true, offers_ship_to_store = true WHERE id = $1', [storeId]);
    await store
      .sqlClient()
      .query('INSERT INTO store_inventory (store_id, variant_id, quantity) VALUES ($1, $2, 5) ON CONFLICT (store_id, variant_id) DO UPDATE SET quantity = 5', [
        storeId,
        pickupShoe.variantId,
      ]);
    const picked = await page.evaluate(
      async ({ cartId, shippingId }) =>
        (
          await fetch('/cart/v1/shippingMethod', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ cartId, shippingId, code: 'pickup' }),
            credentials: 'same-origin',
          })
        ).status,
      { cartId: basketId, shippingId: `store-${storeId}` },
    );
    expect(picked).toBe(200);
    await store.sqlClient().query('UPDATE store_inventory SET quantity = 0 WHERE store_id = $1 AND variant_id = $2', [storeId, pickupShoe.variantId]);

    await page.reload();
    await hydrated(page);
    const changed = page.getByRole('dialog', { name: 'Your pickup has changed' });
    await expect(changed.getByRole('listitem')).toHaveText([/: shipped to the store first \(3-7 business days\)$/]);
    await expectPanelAt(changed, 1440, 1);
    await changed.getByRole('button', { name: 'Got it' }).click();
    await changed.waitFor({ state: 'hidden' });
    await expect(page.getByText('The delivery details of an item in your cart have changed.')).toBeVisible();
    expect(problems).toEqual([]);
  });
});
