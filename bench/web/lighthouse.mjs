// Lighthouse 12, mobile (its default emulation and simulated throttling), performance category
// only, in Debian's Chromium. Each run gets a fresh browser profile (a cold cache); the cart
// page's cookies and local storage are put into that profile first, and Lighthouse is told not
// to wipe them (disableStorageReset: the fresh profile is already empty otherwise).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, primeStorage } from './chromium.mjs';

const METRICS = {
  lcpMs: 'largest-contentful-paint',
  fcpMs: 'first-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
};

async function prime(port, origin, page) {
  if (page.cookies === undefined && page.localStorage === undefined) return;
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (context === undefined) throw new Error('the launched Chromium has no default context');
    await primeStorage(context, origin, page);
  } finally {
    // Connected over CDP, close() only disconnects: the browser and its profile stay.
    await browser.close();
  }
}

async function runOnce(origin, page) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS], logLevel: 'silent' });
  try {
    await prime(chrome.port, origin, page);
    const result = await lighthouse(`${origin}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    });
    if (result === undefined) throw new Error('lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError !== undefined) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const run = { score: Math.round((lhr.categories.performance.score ?? Number.NaN) * 100) };
    for (const [key, audit] of Object.entries(METRICS)) run[key] = lhr.audits[audit]?.numericValue ?? Number.NaN;
    // Lighthouse's own CPU benchmark of this browser: lower means a slower (or busier) machine.
    run.benchmarkIndex = lhr.environment?.benchmarkIndex ?? Number.NaN;
    run.warnings = lhr.runWarnings ?? [];
    run.finalUrl = lhr.finalDisplayedUrl;
    return run;
  } finally {
    chrome.kill();
  }
}

function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** `runs` Lighthouse runs of one page; the median of each figure (taken separately) and every run. */
export async function lighthousePage(origin, page, runs, log = () => {}) {
  const all = [];
  const errors = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    try {
      const run = await runOnce(origin, page);
      all.push(run);
      log(
        `  lighthouse ${page.name} run ${i + 1}/${runs}: ${run.score}, LCP ${run.lcpMs.toFixed(0)} ms, TBT ${run.tbtMs.toFixed(0)} ms, CLS ${run.cls.toFixed(3)} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
    } catch (error) {
      errors.push(String(error.message ?? error).slice(0, 300));
      log(`  lighthouse ${page.name} run ${i + 1}/${runs}: failed: ${error.message ?? error}`);
    }
  }
  const summary = { runs: all.length, errors };
  for (const key of ['score', ...Object.keys(METRICS), 'benchmarkIndex']) summary[key] = median(all.map((r) => r[key]));
  summary.all = all.map(({ warnings, finalUrl, ...figures }) => figures);
  summary.warnings = [...new Set(all.flatMap((r) => r.warnings))];
  return summary;
}
