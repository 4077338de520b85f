import type { Page } from '@playwright/test';
import { agentLogin } from '../testing/tokens.js';
import { hydrated, watchProblems } from './browser.fixture.js';
import { expect, test, onceInStore } from './store.fixture.js';

test.use({ storeName: 'media-blocks' });

const PASSWORD = 'Stride-demo-1';
const SLIDES = 4;
const AUTOROTATE_SECONDS = 4;

const slide = (text: string) => ({ type: 'promo-bar', messages: [{ text }] });
// Wide slides, so one shows at a time at every width and the carousel always has somewhere to turn to.
const carouselAt = {
  type: 'carousel',
  slideWidth: '80%',
  autoplay: true,
  autorotateTime: AUTOROTATE_SECONDS,
  loop: true,
  showIndicators: true,
  showArrows: true,
};

/** A content page with a video (autoplay, loop, a caption track) and a looping carousel of four slides that turns every 4 s. */
const blocksPage = {
  id: 'en-us-page-media-check',
  kind: 'page',
  siteId: 'en-us',
  key: 'media-check',
  publishAt: '2026-01-01T00:00:00Z',
  content: {
    title: 'Media',
    sections: [
      {
        name: 'media',
        items: [
          {
            type: 'video',
            title: 'Trail film',
            media: { url: '/media/check/trail.mp4', alt: 'Trail running film', width: 1600, height: 900 },
            playerSettings: { autoplay: true, loop: true, hideControls: false, muted: false },
            tracks: [{ kind: 'transcripts', src: '/media/check/trail.en.vtt', label: 'English', srclang: 'en' }],
            hydration: 'eager',
          },
          {
            type: 'collection',
            title: 'Picks of the week',
            id: 'picks',
            breakpoints: { sm: carouselAt, md: carouselAt, lg: carouselAt },
            items: Array.from({ length: SLIDES }, (_, index) => slide(`Pick ${index + 1}`)),
            hydration: 'eager',
          },
        ],
      },
    ],
  },
};

test.beforeEach(
  onceInStore(async ({ store }) => {
    const editor = await agentLogin(store.server.url, 'employee@stride.example', PASSWORD);
    const response = await fetch(new URL('/fapi/content/documents', store.server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${editor.accessToken}` },
      body: JSON.stringify({ documents: [{ source: 'media-check.json', document: blocksPage }] }),
    });
    if (!response.ok) throw new Error(`content import answered ${response.status}: ${await response.text()}`);
  }),
);

/** The media host: a file that is not a playable video (so autoplay fails) and its caption track. */
async function serveMedia(page: Page): Promise<void> {
  await page.route('**/media/check/trail.mp4', (route) => route.fulfill({ status: 200, contentType: 'video/mp4', body: 'not a video' }));
  await page.route('**/media/check/trail.en.vtt', (route) =>
    route.fulfill({ status: 200, contentType: 'text/vtt', body: 'WEBVTT\n\n00:00.000 --> 00:02.000\nOn the trail\n' }),
  );
}

/** The dot marked current (1-based), read from the carousel's "Go to slide n" buttons. */
async function currentSlide(page: Page): Promise<number> {
  const dots = page.getByRole('region', { name: 'Picks of the week' }).getByRole('button', { name: /^Go to slide \d+$/ });
  const current = await dots.evaluateAll((buttons) => buttons.findIndex((button) => button.getAttribute('aria-current') === 'true'));
  return current + 1;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`media blocks at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the video carries its player settings and caption track; a refused autoplay is only logged', async ({ page }) => {
      const problems = watchProblems(page);
      const logged: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'info') logged.push(message.text());
      });
      await serveMedia(page);
      await page.goto('/en-us/media-check');
      await hydrated(page);
      const video = page.getByLabel('Trail running film');
      await expect(video).toHaveJSProperty('controls', true);
      await expect(video).toHaveJSProperty('loop', true);
      // Autoplay is muted (browsers only autoplay muted video) and inline.
      await expect(video).toHaveJSProperty('muted', true);
      await expect(video).toHaveAttribute('playsinline', '');
      const track = video.locator('track');
      await expect(track).toHaveAttribute('kind', 'captions');
      await expect(track).toHaveAttribute('srclang', 'en');
      await expect(track).toHaveAttribute('label', 'English');
      expect(
        await video.evaluate((element: HTMLVideoElement) =>
          Array.from(element.textTracks as ArrayLike<TextTrack>, (t) => `${t.kind}:${t.label}:${t.language}`),
        ),
      ).toEqual(['captions:English:en']);
      // The file is not a video: play() is refused, which is logged (info), never an error on the page.
      await expect.poll(() => logged.some((text) => text.startsWith('Stride: video autoplay refused'))).toBe(true);
      await expect(video).toBeVisible();
      await expect(page.getByText('Trail film')).toBeVisible();
      expect(problems).toEqual([]);
    });

    test('the carousel turns every autorotateTime x 1000 ms and loops back to the first slide', async ({ page }) => {
      const problems = watchProblems(page);
      await serveMedia(page);
      // The page's clock stands still from the start: the carousel's timer only runs when the test moves it.
      await page.clock.install({ time: new Date('2026-11-26T09:00:00Z') });
      await page.clock.pauseAt(new Date('2026-11-26T09:00:01Z'));
      await page.goto('/en-us/media-check');
      await hydrated(page);
      const carousel = page.getByRole('region', { name: 'Picks of the week' });
      // Embla loads once the carousel nears the viewport (below the video at 1280 px). The block may be drawn again
      // while the page settles (the scroll then finds a detached node), so the scroll is tried until Embla is ready.
      await expect(async () => {
        await carousel.scrollIntoViewIfNeeded({ timeout: 2_000 });
        await expect(carousel.locator('[data-ready="true"]')).toBeAttached({ timeout: 5_000 });
        // Room for a busy two-core machine: it once took longer than 15 s with other suites beside it.
      }).toPass({ timeout: 45_000 });
      expect(await currentSlide(page)).toBe(1);
      await page.clock.runFor(AUTOROTATE_SECONDS * 1000 - 50);
      expect(await currentSlide(page)).toBe(1);
      await page.clock.runFor(50);
      await expect.poll(() => currentSlide(page)).toBe(2);
      for (const next of [3, 4]) {
        await page.clock.runFor(AUTOROTATE_SECONDS * 1000);
        await expect.poll(() => currentSlide(page)).toBe(next);
      }
      // After the last slide the next turn is the first one again.
      await page.clock.runFor(AUTOROTATE_SECONDS * 1000);
      await expect.poll(() => currentSlide(page)).toBe(1);
      // loop: the previous arrow on the first slide goes round to the last (without loop it stays).
      await carousel.getByRole('button', { name: 'Previous slide' }).click();
      await expect.poll(() => currentSlide(page)).toBe(SLIDES);
      expect(problems).toEqual([]);
    });
  });
}
