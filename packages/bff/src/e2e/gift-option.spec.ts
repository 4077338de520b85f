import type { Page } from '@playwright/test';
import type { StartedServer } from '../testing/started-server.js';
import { fillNewYorkAddress, hydrated, seriousAxeViolations, viewport, watchProblems } from './browser.fixture.js';
import { expect, test } from './store.fixture.js';

// The add gift option dialog (commerce section 2) and the digital gift card's own delivery group: a shopper sends a
// gift card to someone with a message, from the product page to the e-mail the recipient gets.
test.use({ storeName: 'gift-option' });

// A guest's first API call is answered 401 and renewed with a guest token (browser-api.ts).
const GUEST_RENEWAL = 401;
const GIFT_CARD = 'GC1689901';

async function giftCardPage(page: Page): Promise<void> {
  const search = (await (await page.request.get('/products/v2/search/productSearch?q=gift%20card&locale=en-US')).json()) as {
    products: { id: string; url: string }[];
  };
  const path = search.products.find((p) => p.id === GIFT_CARD)?.url ?? '';
  expect(path).toMatch(/^\/en-us\/p\/.+-GC1689901$/);
  await page.goto(path, { waitUntil: 'load' });
  await hydrated(page);
}

/** The gift card e-mails queued for an address, as a mail server would read the outbox. */
async function giftCardMails(store: StartedServer, to: string): Promise<string[]> {
  const rows = await store.sqlClient().query<{ body: string }>(`SELECT body FROM outbound_emails WHERE template = 'gift-card' AND to_address = $1`, [to]);
  return rows.map((row) => row.body);
}

test.describe('a gift card as a gift', () => {
  test('a guest sends a gift card with a message: chosen by design and amount, the dialog checks the fields, the cart shows it apart and edits it, the recipient gets it', async ({
    page,
    store,
  }) => {
    const problems = watchProblems(page, [GUEST_RENEWAL]);
    const recipient = `sam.${Date.now()}@example.com`;
    await giftCardPage(page);

    // A gift card is chosen by its design and amount, not a colour and a size.
    await expect(page.getByRole('radiogroup', { name: 'Design' })).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'Colour' })).toHaveCount(0);
    await page.getByRole('radiogroup', { name: 'Amount' }).getByRole('radio', { name: '50', exact: true }).check();

    await page.getByRole('button', { name: 'Add gift option' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gift option' });
    await dialog.getByRole('button', { name: 'Save gift option' }).click();
    await expect(dialog.getByText('This field is required')).toHaveCount(3);
    await dialog.getByLabel("Recipient's name").fill('Sam Rivera');
    await dialog.getByLabel("Recipient's e-mail").fill('sam@');
    await dialog.getByLabel('Message').fill('Happy birthday, Sam!');
    await expect(dialog.getByText('230 characters left')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save gift option' }).click();
    await expect(dialog.getByText('Please enter a valid e-mail address.')).toBeVisible();
    await dialog.getByLabel("Recipient's e-mail").fill(recipient);
    await dialog.getByRole('button', { name: 'Save gift option' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect(page.getByText(`To Sam Rivera (${recipient})`)).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Added to cart' }).waitFor();

    // The cart: the gift card in its own group, by design, with its recipient and message; no home delivery group.
    await page.goto('/cart', { waitUntil: 'load' });
    await hydrated(page);
    const group = page.getByRole('region', { name: 'Sent by e-mail (1)' });
    await expect(group.getByText('Classic design')).toBeVisible();
    await expect(group.getByText(/Size/)).toHaveCount(0);
    await expect(group.getByText(`To Sam Rivera (${recipient})`)).toBeVisible();
    await expect(group.getByText('Happy birthday, Sam!')).toBeVisible();
    await expect(page.getByRole('region', { name: /^Home delivery/ })).toHaveCount(0);
    expect(await seriousAxeViolations(page), 'cart with a gift card').toEqual([]);

    await group.getByRole('button', { name: 'Edit gift option Stride Digital Gift Card' }).click();
    const edit = page.getByRole('dialog', { name: 'Gift option' });
    await expect(edit.getByLabel('Message')).toHaveValue('Happy birthday, Sam!');
    await edit.getByLabel('Message').fill('Happy birthday, Sam! From all of us.');
    await edit.getByRole('button', { name: 'Save gift option' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Gift option saved' }).waitFor();
    await expect(group.getByText('Happy birthday, Sam! From all of us.')).toBeVisible();
    // The dialog handed focus back to the button that opened it.
    await expect(group.getByRole('button', { name: 'Edit gift option Stride Digital Gift Card' })).toBeFocused();

    // Checkout: nothing ships, so no address on the shipping step; billing, a card, the order.
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.getByRole('heading', { level: 2, name: 'Shipping' }).waitFor();
    await expect(page.getByText(`To Sam Rivera (${recipient})`)).toBeVisible();
    expect(await page.getByLabel('Address line 1', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    const buyer = `buyer.${Date.now()}@example.com`;
    await fillNewYorkAddress(page, buyer);
    await page.getByLabel('Card number', { exact: true }).fill('4111 1111 1111 1111');
    await page.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/31');
    await page.getByLabel('Security code', { exact: true }).fill('123');
    await page.getByLabel('Name on card', { exact: true }).fill('Ada Lovelace');
    await page.getByRole('button', { name: 'Continue to summary' }).click();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/order-confirmation\?orderNumber=ST\d{10}$/);
    const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';

    // The card goes to the recipient with the buyer's message, not to the buyer.
    await expect.poll(async () => (await giftCardMails(store, recipient)).length).toBe(1);
    const [mail = ''] = await giftCardMails(store, recipient);
    expect(mail).toContain('Happy birthday, Sam! From all of us.');
    expect(mail).toContain('$50.00');
    expect(await giftCardMails(store, buyer)).toEqual([]);
    expect(orderNumber).toMatch(/^ST\d{10}$/);
    expect(problems).toEqual([]);
  });

  test('on a phone the dialog is a bottom panel over the product page, and a gift option can be taken off before adding', async ({ page }) => {
    await page.setViewportSize(viewport(375));
    await giftCardPage(page);
    await page.getByRole('radiogroup', { name: 'Amount' }).getByRole('radio', { name: '25', exact: true }).check();
    await page.getByRole('button', { name: 'Add gift option' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gift option' });
    await dialog.getByLabel("Recipient's name").fill('Sam');
    await dialog.getByLabel("Recipient's e-mail").fill('sam@example.com');
    await dialog.getByLabel('Message').fill('x'.repeat(300));
    // The field stops at the limit the cart keeps.
    await expect(dialog.getByLabel('Message')).toHaveValue('x'.repeat(250));
    await expect(dialog.getByText('0 characters left')).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box !== null && Math.round(box.y + box.height)).toBe(viewport(375).height);
    await dialog.getByRole('button', { name: 'Save gift option' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect(page.getByText('To Sam (sam@example.com)')).toBeVisible();
    await page.getByRole('button', { name: 'Edit gift option' }).click();
    await dialog.getByRole('button', { name: 'Remove gift option' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect(page.getByText('To Sam (sam@example.com)')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add gift option' })).toBeVisible();
  });
});
