// Debian's Chromium, launched the same way for the script count (playwright-core) and for
// Lighthouse (chrome-launcher, which lighthouse itself depends on).

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags every browser of the bench gets (headless is added by each launcher). */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/**
 * Puts the page's cookies and local storage into the browser before it is measured: cookies on
 * the origin, local storage written from /healthz (same origin, JSON, so no page asset is cached).
 * `context` is a playwright BrowserContext.
 */
export async function primeStorage(context, origin, page) {
  if (page.cookies !== undefined && page.cookies.length > 0) {
    await context.addCookies(page.cookies.map((c) => ({ name: c.name, value: c.value, url: origin, httpOnly: true, sameSite: 'Lax' })));
  }
  if (page.localStorage !== undefined) {
    const tab = await context.newPage();
    try {
      await tab.goto(`${origin}/healthz`);
      await tab.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) globalThis.localStorage.setItem(key, value);
      }, page.localStorage);
    } finally {
      await tab.close();
    }
  }
}
