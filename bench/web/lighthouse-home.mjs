#!/usr/bin/env node
// One page's Lighthouse mobile figures and what costs it: `node bench/web/lighthouse-home.mjs [--runs 5] [--path /en-us]`.
// Prints each run, the medians, the machine's load average before and after, and from the median run the audits that
// name a cost (LCP element and its phases, render-blocking resources, unused JavaScript and CSS, long main-thread
// tasks). Never fails on a figure.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { startStorefront } from './storefront.mjs';

const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '5' }, path: { type: 'string', default: '/en-us' } } });
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

async function runOnce(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS], logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (result === undefined) throw new Error('lighthouse returned no result');
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

const costs = (lhr) => {
  const audit = (id) => lhr.audits[id];
  const items = (id) => audit(id)?.details?.items ?? [];
  return {
    lcpElement: items('largest-contentful-paint-element')[0]?.items?.[0]?.node?.snippet,
    lcpPhases: items('largest-contentful-paint-element')[1]?.items?.map((p) => `${p.phase} ${Math.round(p.timing)} ms`),
    renderBlocking: items('render-blocking-resources').map((i) => `${i.url} ${Math.round(i.wastedMs)} ms`),
    unusedJs: items('unused-javascript').map((i) => `${i.url} ${Math.round(i.wastedBytes / 1024)} KiB`),
    unusedCss: items('unused-css-rules').map((i) => `${i.url} ${Math.round(i.wastedBytes / 1024)} KiB`),
    longTasks: items('long-tasks')
      .slice(0, 5)
      .map((i) => `${i.url} ${Math.round(i.duration)} ms`),
    bootup: items('bootup-time')
      .slice(0, 5)
      .map((i) => `${i.url} ${Math.round(i.total)} ms`),
    preloadLcp: audit('prioritize-lcp-image')?.displayValue,
    images: items('uses-responsive-images').map((i) => `${i.url} ${Math.round(i.wastedBytes / 1024)} KiB`),
  };
};

const storefront = await startStorefront();
try {
  const url = `${storefront.origin}${options.path}`;
  console.log(`load before: ${load()}`);
  const runs = [];
  for (let i = 0; i < Number(options.runs); i += 1) {
    const lhr = await runOnce(url);
    const run = {
      score: Math.round(lhr.categories.performance.score * 100),
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      si: lhr.audits['speed-index'].numericValue,
      lhr,
    };
    runs.push(run);
    console.log(
      `run ${i + 1}: ${run.score}  FCP ${run.fcp.toFixed(0)}  LCP ${run.lcp.toFixed(0)}  TBT ${run.tbt.toFixed(0)}  CLS ${run.cls.toFixed(3)}  SI ${run.si.toFixed(0)}  (load ${load()})`,
    );
  }
  const median = (key) => [...runs].sort((a, b) => a[key] - b[key])[Math.floor(runs.length / 2)][key];
  console.log(
    `median: ${median('score')}  FCP ${median('fcp').toFixed(0)}  LCP ${median('lcp').toFixed(0)}  TBT ${median('tbt').toFixed(0)}  CLS ${median('cls').toFixed(3)}`,
  );
  console.log(`load after: ${load()}`);
  const middle = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
  console.log(JSON.stringify(costs(middle.lhr), null, 2));
} finally {
  await storefront.stop();
}
