import { mkdirSync } from 'node:fs';
import { api, expectOk } from '../api/checkout/checkout-http.fixture.js';
import { holdsMetadata, jpegWithMetadata, pngWithMetadata, webpWithMetadata } from '../testing/photo-files.js';
import { hydrated, seriousAxeViolations, watchProblems } from './browser.fixture.js';
import { expect, test } from './store.fixture.js';

// A review with photos: a signed-in shopper chooses photos in the write-a-review form (a too large one is refused
// before sending), posts the review with three, and every reader sees them, served without their metadata.
test.use({ storeName: 'review-photos' });

const SHOTS = '/tmp/shots/review-photos';
const SHOE = 'SR0045600';
const PASSWORD = 'Stride-demo-1';

test('read and write a review with a photo: three photos chosen, one too large refused, shown with the review, opened large and reported', async ({
  page,
  store,
}) => {
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

  // A photo opens large in the review user-generated content dialog: its alt text, who posted it and when, the
  // previous and next of the review's photos, and Report with a reason (a guest or a shopper; counted once each).
  await first.click();
  const dialog = page.getByRole('dialog', { name: 'Shopper’s photo' });
  await expect(dialog.getByRole('img', { name: 'Shopper’s photo 1 of 3' })).toBeVisible();
  const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date());
  await expect(dialog.getByText(`Posted by Pat P. on ${today}`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Next photo' }).click();
  await dialog.getByRole('button', { name: 'Next photo' }).click();
  await expect(dialog.getByRole('img', { name: 'Shopper’s photo 3 of 3' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Next photo' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Previous photo' }).click();
  await expect(dialog.getByText('Photo 2 of 3')).toBeVisible();
  const second = await dialog.getByRole('img', { name: 'Shopper’s photo 2 of 3' }).getAttribute('src');
  await dialog.getByRole('button', { name: 'Report this photo' }).click();
  await expect(dialog.getByRole('button', { name: 'Send report' })).toBeDisabled();
  await dialog.getByRole('radio', { name: 'It does not show this product' }).check();
  await page.screenshot({ path: `${SHOTS}/photo-dialog-report-1440.png` });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Thank you: our team will look at this photo.')).toBeVisible();
  const mediaId = /\/ugc\/media\/(ph-[a-z0-9]{20})\/photo/.exec(second ?? '')?.[1];
  const reports = await store.sqlClient().query<{ reason: string }>('SELECT reason FROM media_reports WHERE media_id = $1', [mediaId]);
  expect(reports.map((row) => row.reason)).toEqual(['notTheProduct']);
  // Closed with Escape, focus goes back to the photo it was opened from.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(first.locator('xpath=..')).toBeFocused();
  // Playwright's trace recorder reads the previews' object URLs with fetch from inside the page; the page itself never
  // does (connect-src stays 'self').
  expect(problems.filter((problem) => !/^Connecting to 'blob:.+connect-src/s.test(problem))).toEqual([]);
});

test('an article’s shoppers’ photo opens large in the dialog, steps through the gallery and is reported by a guest', async ({ page, store }) => {
  mkdirSync(SHOTS, { recursive: true });
  const problems = watchProblems(page, [401]);
  await page.goto('/en-us/articles/pace-runner-3-story');
  await hydrated(page);
  const gallery = page.locator('section.photo-gallery');
  // The gallery comes alive as it nears the viewport (before that, a photo is a link to its image).
  // Retried: the section is replaced when its slot hydrates, and a scroll begun on the old node fails as it goes.
  await expect(async () => {
    await gallery.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await page.locator('.cb-slot[data-hydrated="true"] section.photo-gallery').waitFor({ timeout: 2_000 });
  }).toPass();
  const photos = gallery.locator('[data-photo-id]');
  await expect(photos).toHaveCount(4);
  const ids = await photos.evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.photoId ?? ''));
  const captions = await photos.locator('img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).alt));
  await photos.nth(1).getByRole('link').click();
  const dialog = page.getByRole('dialog', { name: 'Shopper’s photo' });
  await expect(dialog.getByRole('img', { name: captions[1] })).toBeVisible();
  await expect(dialog.getByText('Photo 2 of 4')).toBeVisible();
  await expect(dialog.getByText(/^Posted by .+ on [A-Z][a-z]{2} \d{1,2}, 2026$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Previous photo' }).click();
  await expect(dialog.getByRole('img', { name: captions[0] })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Report this photo' }).click();
  await dialog.getByRole('radio', { name: 'It is spam or an advertisement' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Thank you: our team will look at this photo.')).toBeVisible();
  // The next photo is not reported; back on the first, it still says so.
  await dialog.getByRole('button', { name: 'Next photo' }).click();
  await expect(dialog.getByRole('button', { name: 'Report this photo' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Previous photo' }).click();
  await expect(dialog.getByText('Thank you: our team will look at this photo.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/gallery-photo-dialog-1440.png` });
  expect(await seriousAxeViolations(page)).toEqual([]);
  const reports = await store.sqlClient().query<{ reason: string }>('SELECT reason FROM media_reports WHERE media_id = $1', [ids[0]]);
  expect(reports.map((row) => row.reason)).toEqual(['spam']);
  expect(problems).toEqual([]);
});
