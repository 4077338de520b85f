// First-load JavaScript and HTML size per page, measured in Chromium: every script response the
// page receives until the network is idle once the page has hydrated (the entry, its
// modulepreloaded chunks, the page's dynamic chunk, what it loads as it hydrates), gzip-ed here at level 9 when the server sent it uncompressed, or counted as
// transferred when the server compressed it.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, primeStorage } from './chromium.mjs';

/** No request for this long is network idle (Playwright's networkidle uses the same 500 ms). */
const IDLE_MS = 500;

const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

function isScript(response) {
  const type = response.request().resourceType();
  if (type === 'script') return true;
  return /javascript|ecmascript/.test(response.headers()['content-type'] ?? '');
}

async function scriptSize(response) {
  const body = await response.body();
  const encoding = response.headers()['content-encoding'];
  if (encoding !== undefined && encoding !== 'identity') {
    const sizes = await response.request().sizes();
    return { url: response.url(), bytes: body.length, gzip: sizes.responseBodySize, compressedBy: encoding };
  }
  return { url: response.url(), bytes: body.length, gzip: gzipSize(body) };
}

async function measurePage(browser, origin, page) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    await primeStorage(context, origin, page);
    const tab = await context.newPage();
    const pending = [];
    const problems = [];
    tab.on('response', (response) => {
      if (isScript(response)) pending.push(scriptSize(response).catch((error) => problems.push(`${response.url()}: ${error.message}`)));
      else if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    tab.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    tab.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text().slice(0, 200)}`);
    });
    // Requests in flight and the time of the last one to start or end: idle is none for 500 ms (Playwright's
    // networkidle), waited for again once the page has hydrated, since what a page loads as it hydrates (lazy sections,
    // a conversion's client) may start after a quiet spell of a busy machine's main thread.
    let inFlight = 0;
    let lastActivity = performance.now();
    tab.on('request', () => {
      inFlight += 1;
      lastActivity = performance.now();
    });
    const ended = () => {
      inFlight -= 1;
      lastActivity = performance.now();
    };
    tab.on('requestfinished', ended);
    tab.on('requestfailed', ended);
    const url = `${origin}${page.path}`;
    const document = await tab.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    if (document === null) throw new Error(`no document for ${url}`);
    const hydrated = await tab
      .locator('main[data-hydrated="true"]')
      .waitFor({ state: 'attached', timeout: 30_000 })
      .then(
        () => true,
        () => false,
      );
    for (const deadline = performance.now() + 30_000; performance.now() < deadline;) {
      if (inFlight <= 0 && performance.now() - lastActivity >= IDLE_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const html = await document.body();
    const scripts = (await Promise.all(pending)).filter((s) => typeof s === 'object');
    const shows = page.expectText === undefined ? undefined : (await tab.getByText(page.expectText).count()) > 0;
    return {
      status: document.status(),
      htmlBytes: html.length,
      htmlGzip: gzipSize(html),
      jsBytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
      jsGzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
      scripts: scripts.map((s) => ({ ...s, url: new URL(s.url).pathname })).sort((a, b) => b.gzip - a.gzip),
      hydrated,
      ...(shows === undefined ? {} : { showsExpectedText: shows }),
      problems,
    };
  } finally {
    await context.close();
  }
}

/** Measures every page in one headless Chromium; a page that fails is reported with its error. */
export async function measureFirstLoad(origin, pages) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  try {
    const results = {};
    for (const page of pages) {
      try {
        results[page.name] = await measurePage(browser, origin, page);
      } catch (error) {
        results[page.name] = { error: String(error.message ?? error).slice(0, 300) };
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}
