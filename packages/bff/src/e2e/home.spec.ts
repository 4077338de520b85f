import { readFileSync } from 'node:fs';
import { hydrated, seriousAxeViolations, viewport, watchProblems } from './browser.fixture.js';
import { expect, test } from './store.fixture.js';

// The US home page is the demo content's home document (imported at start): its title and hero heading.
const homeDocument = JSON.parse(readFileSync(new URL('../../../../content/demo/en-us/home.json', import.meta.url), 'utf8')) as {
  content: { metadata: { htmlTitle: string }; sections: { items: { title?: string }[] }[] };
};
const HOME_TITLE = homeDocument.content.metadata.htmlTitle;
const HERO_HEADING = homeDocument.content.sections[0]?.items[0]?.title ?? '';

test.use({ storeName: 'home' });

test.describe('home page in Chromium', () => {
  test('renders the categories and new products, hydrates, and navigates in place without errors', async ({ page, store }) => {
    const problems = watchProblems(page);
    const response = await page.goto(store.server.url, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('en-US');
    expect(await page.title()).toBe(HOME_TITLE);
    await page.getByRole('heading', { level: 1, name: HERO_HEADING }).waitFor();
    expect(await page.locator('.product-grid .product-tile').count()).toBe(8);
    await hydrated(page);

    // A link click loads the next page in place: the window survives, the title follows.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByRole('link', { name: /^Cart/ }).click();
    await page.waitForURL(/\/cart$/);
    await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(await page.title()).toBe('Cart | Stride');
    expect(await page.locator('head title').count()).toBe(1);

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: HERO_HEADING }).waitFor();
    expect(problems).toEqual([]);
  });

  test('hydrates under its Content-Security-Policy, which refuses a script injected without the nonce', async ({ page, store }) => {
    const problems = watchProblems(page);
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refusals.push(message.text());
    });
    await page.goto(store.server.url, { waitUntil: 'load' });
    await hydrated(page);
    expect(problems).toEqual([]);
    // What an injected <img onerror> or <script> from markup would be: inline, and without the nonce.
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    expect(refusals).toEqual([expect.stringContaining("script-src 'self' 'nonce-")]);
  });

  test('answers 404 with the error page for an unknown path or an unsold market', async ({ store }) => {
    for (const path of ['/no/such/page', '/de-de']) {
      const res = await fetch(new URL(path, store.server.url));
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('<h1>Page not found</h1>');
    }
  });

  test('has no serious or critical axe violations', async ({ page, store }) => {
    await page.setViewportSize(viewport(375));
    await page.goto(store.server.url, { waitUntil: 'load' });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
  test('sends the page view’s web vitals to the performance beacon when the page is closed', async ({ page, store }) => {
    await page.goto(store.server.url, { waitUntil: 'load' });
    await hydrated(page);
    await page.getByRole('link', { name: /^Cart/ }).hover();
    await page.close({ runBeforeUnload: true });
    const line = async () => store.logger.entries.find((entry) => entry.msg === 'web vitals' && entry.fields.page === '/');
    await expect.poll(line, { timeout: 10_000 }).toBeDefined();
    const vitals = (await line())?.fields.vitals as Record<string, number>;
    expect(Object.keys(vitals)).toEqual(expect.arrayContaining(['FCP', 'TTFB']));
    expect(vitals.FCP).toBeGreaterThan(0);
  });
});
