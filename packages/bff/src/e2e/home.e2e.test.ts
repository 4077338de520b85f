import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type StartedServer } from '../testing/started-server.js';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
}

describe('home page in Chromium', () => {
  let browser: Browser;
  let started: StartedServer;

  beforeAll(async () => {
    // A missing browser is a broken test machine: fail loudly, never skip.
    if (!existsSync(executablePath)) throw new Error(`Chromium not found at ${executablePath} (set CHROMIUM_PATH)`);
    browser = await chromium.launch({
      executablePath,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    started = await startTestServer();
  });

  afterAll(async () => {
    await browser?.close();
    await started?.server.close();
  });

  it('shows the heading, hydrates, reacts to a click and logs no console errors', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // The console only says "404"; name the URL so a failure says what was missing.
    page.on('response', (res) => {
      if (res.status() >= 400) problems.push(`${res.status()} ${res.url()}`);
    });

    const response = await page.goto(started.server.url, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.getByRole('heading', { level: 1, name: 'Stride — shoes, apparel and gear' }).waitFor({ state: 'visible' });
    await page.locator('main[data-hydrated="true"]').waitFor({ state: 'attached' });

    await page.getByRole('button', { name: /Favourites today/ }).click();
    await expect.poll(() => page.getByTestId('favourite-count').textContent()).toBe('1');

    expect(problems).toEqual([]);
    await page.close();
  });

  it('has no serious or critical axe violations', async () => {
    const page = await browser.newPage();
    await page.goto(started.server.url, { waitUntil: 'load' });
    await page.addScriptTag({ path: axeScript });
    const violations = await page.evaluate(async () => {
      const axe = (globalThis as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
      return (await axe.run()).violations.map(({ id, impact }) => ({ id, impact }));
    });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await page.close();
  });
});
