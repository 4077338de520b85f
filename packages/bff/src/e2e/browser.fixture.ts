import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Debian's Chromium, headless with the flags this machine needs. A missing browser fails, never skips. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(executablePath)) throw new Error(`Chromium not found at ${executablePath} (set CHROMIUM_PATH)`);
  return chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

export interface WatchedPage {
  readonly page: Page;
  /** Console errors, page errors and failed responses (status >= 400) seen so far, with their URL. */
  readonly problems: string[];
}

/**
 * A new page (375 px or 1440 px wide) that records console errors, uncaught errors and failed
 * responses, so a journey can end with `expect(problems).toEqual([])`.
 * @param expectedStatuses responses a journey provokes on purpose (e.g. 409 from an out-of-stock add)
 */
export async function watchedPage(browser: Browser, width: 375 | 1440 = 1440, expectedStatuses: readonly number[] = []): Promise<WatchedPage> {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 } });
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
  return { page, problems };
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
    const axe = (globalThis as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: unknown[] }[] }> } }).axe;
    return (await axe.run()).violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.length }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Waits until React has hydrated the page (the layout marks `main`). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('main[data-hydrated="true"]').waitFor({ state: 'attached' });
}
