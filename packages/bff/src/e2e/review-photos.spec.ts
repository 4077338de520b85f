import { mkdirSync } from 'node:fs';
import { api, expectOk } from '../api/checkout/checkout-http.fixture.js';
import { holdsMetadata, jpegWithMetadata, pngWithMetadata, webpWithMetadata } from '../testing/photo-files.js';
import { hydrated, watchProblems } from './browser.fixture.js';
import { expect, test } from './store.fixture.js';

// A review with photos: a signed-in shopper chooses photos in the write-a-review form (a too large one is refused
// before sending), posts the review with three, and every reader sees them, served without their metadata.
test.use({ storeName: 'review-photos' });

const SHOTS = '/tmp/shots/review-photos';
const SHOE = 'SR0045600';
const PASSWORD = 'Stride-demo-1';

test('read and write a review with a photo: three photos chosen, one too large refused, shown with the review', async ({ page, store }) => {
  mkdirSync(SHOTS, { recursive: true });
  const problems = watchProblems(page, [401]);
  const email = `photographer.${Date.now()}@stride.example`;
  expectOk(
    await api(store.server.url, 'POST', '/consumers-v3/auth/signup', undefined, { firstName: 'Pat', lastName: 'Photo', email, password: PASSWORD }),
    'sign up',
  );

  await page.goto(`/en-us/p/stride-pace-runner-3-${SHOE}`);
  await hydrated(page);
  const section = page.getByRole('region', { name: 'Reviews' });
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('button', { name: 'Sign in to write a review' }).click();
  const signIn = page.getByRole('dialog', { name: 'Welcome back' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password').fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await signIn.waitFor({ state: 'hidden' });
  await section.getByRole('button', { name: 'Write a review' }).click();

  const form = section.locator('form.review-form');
  const picker = form.getByLabel('Photos (up to 3)');
  // A photo over the limit is refused before anything is sent, and can be removed.
  await picker.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(800 * 1024, 1) });
  await expect(form.getByText('huge.jpg is too large: at most 700 KB.')).toBeVisible();
  await form.getByRole('button', { name: 'Remove photo 1' }).click();
  await expect(form.getByText('huge.jpg is too large: at most 700 KB.')).toHaveCount(0);

  // Three photos; the picker is full then. Their names say nothing of their type: the server reads their bytes.
  await picker.setInputFiles([
    { name: 'trail.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(jpegWithMetadata()) },
    { name: 'IMG_0042', mimeType: 'application/octet-stream', buffer: Buffer.from(pngWithMetadata()) },
    { name: 'shoe.webp', mimeType: 'image/webp', buffer: Buffer.from(webpWithMetadata()) },
  ]);
  await expect(form.getByRole('img', { name: /^Shopper’s photo \d of 3$/ })).toHaveCount(3);
  await expect(picker).toBeDisabled();

  await form.getByRole('radio', { name: '5 stars' }).check();
  await form.getByLabel('Title').fill('Muddy but happy');
  await form.getByLabel('Name shown with your review').fill('Pat P.');
  await form.getByLabel('Your review', { exact: true }).fill('Three weeks of trail runs: the photos say it all, still grippy and comfortable.');
  await page.screenshot({ path: `${SHOTS}/write-with-photos-1440.png` });
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(section.getByText('Thank you! Your review is posted.')).toBeVisible();

  // Every reader sees them with the review, served without their metadata.
  await page.reload();
  await hydrated(page);
  await section.scrollIntoViewIfNeeded();
  const mine = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Muddy but happy' }) });
  const photos = mine.getByRole('img', { name: /^Shopper’s photo \d of 3$/ });
  await expect(photos).toHaveCount(3);
  const first = photos.first();
  await first.scrollIntoViewIfNeeded();
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  for (const src of await photos.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute('src') ?? ''))) {
    const res = await fetch(new URL(src, store.server.url));
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(holdsMetadata(new Uint8Array(await res.arrayBuffer()))).toBe(false);
  }
  await mine.screenshot({ path: `${SHOTS}/review-with-photos-1440.png` });
  // Playwright's trace recorder reads the previews' object URLs with fetch from inside the page; the page itself never
  // does (connect-src stays 'self').
  expect(problems.filter((problem) => !/^Connecting to 'blob:.+connect-src/s.test(problem))).toEqual([]);
});
