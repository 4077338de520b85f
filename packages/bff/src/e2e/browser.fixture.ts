import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page, ViewportSize } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The two widths the journeys are seen at: a phone (375 px) and a desktop (1440 px, the config's default). */
export type Width = 375 | 1440;

/** The viewport a journey uses at a width. */
export function viewport(width: Width): ViewportSize {
  return { width, height: width === 375 ? 812 : 900 };
}

/**
 * Records the page's console errors, uncaught errors and failed responses (status >= 400, with
 * their URL), so a journey can end with `expect(problems).toEqual([])`.
 * @param expectedStatuses responses a journey provokes on purpose (e.g. 409 from an out-of-stock add)
 * @example const problems = watchProblems(page, [400]);
 */
export function watchProblems(page: Page, expectedStatuses: readonly number[] = []): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium logs every failed fetch as a console error; those are judged by status below.
    if (message.text().startsWith('Failed to load resource')) return;
    problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (res) => {
    if (res.status() >= 400 && !expectedStatuses.includes(res.status())) problems.push(`${res.status()} ${res.request().method()} ${res.url()}`);
  });
  return problems;
}

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: number;
}

/** axe-core's serious and critical violations on the page as it is now. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: an injected <script> would be refused by the page's
  // Content-Security-Policy, as any script without the page's nonce must be.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: unknown[] }[] }> } })
      .axe;
    return (await axe.run()).violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.length }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Waits until React has hydrated the page (the layout marks `main`). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('main[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Fills and sends the header's sign-in dialog; what follows (account link, terms, an error) is the caller's to wait for. */
/** Closes the mini cart an add to cart opens (Escape), so the page behind it takes clicks again. */
export async function closeMiniCart(page: Page, name = 'Added to your cart'): Promise<void> {
  const miniCart = page.getByRole('dialog', { name });
  await miniCart.waitFor();
  await page.keyboard.press('Escape');
  await miniCart.waitFor({ state: 'hidden' });
}

export async function signInThroughDialog(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome back' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens the sign-up dialog from the header's sign-in on `path` (hydrated first) and types the shopper's names: the dialog. */
export async function openSignUpDialog(page: Page, path: string, name = { firstName: 'Grace', lastName: 'Hopper' }): Promise<Locator> {
  await page.goto(path);
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('dialog', { name: 'Welcome back' }).getByRole('button', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await dialog.getByLabel('First name').fill(name.firstName);
  await dialog.getByLabel('Last name').fill(name.lastName);
  return dialog;
}

/** The layout shift score of the page so far (the CLS of one page view without user input). */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

/** A guest's cart made through the API from the page (token cookie, cart, lines), then kept where the app keeps it. */
export async function guestCartInPage(page: Page, lines: readonly { productId: string; qty: number }[]): Promise<string> {
  return page.evaluate(async (items) => {
    const post = async (path: string, body: unknown, method = 'POST') => {
      const res = await fetch(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' });
      if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as { basketId: string };
    };
    await post('/token/v2/auth/token', { type: 'Guest' });
    const { basketId } = await post('/cart/v1/cart', {});
    await post('/cart/v1/item', { items: items.map((item) => ({ cartId: basketId, ...item })) });
    window.localStorage.setItem('stride.cart', basketId);
    return basketId;
  }, lines);
}

/** Fills checkout's address form with a New York address (the US site's labels) and the given e-mail. */
export async function fillNewYorkAddress(page: Page, email: string, name = { firstName: 'Ada', lastName: 'Lovelace' }): Promise<void> {
  await page.getByLabel('First name', { exact: true }).fill(name.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(name.lastName);
  await page.getByLabel('Address line 1', { exact: true }).fill('512 Broadway');
  await page.getByLabel('City', { exact: true }).fill('New York');
  await page.getByLabel('State', { exact: true }).fill('NY');
  await page.getByLabel('ZIP code', { exact: true }).fill('10012');
  await page.getByLabel('Phone', { exact: true }).fill('2125550123');
  await page.getByLabel('Email', { exact: true }).fill(email);
}
