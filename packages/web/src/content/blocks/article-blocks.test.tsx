import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ArticleCard, ArticleGridBlock, ContentBlock } from '@stride/domain/content';
import { articleGridKey, articleGridUrlState } from '../block-extras.js';
import { NO_BLOCK_EXTRAS, type ContentBlockExtras } from '../block-extras.types.js';
import { mountSocialGallery } from '../social-gallery/mount-social-gallery.js';
import { vendorSocialGallery } from '../social-gallery/vendor-social-gallery.js';
import { DialogProvider } from '../../state/dialogs.js';
import { WithPage } from '../testing.js';
import { ContentRenderContextValue, DEFAULT_RENDER_CONTEXT } from './block-context.js';
import { RenderedBlock } from './render-block.js';

const card = (id: string, tags: string[]): ArticleCard => ({
  id,
  title: `Story ${id}`,
  url: `/en-us/articles/${id}`,
  picture: { url: `/images/content/${id}.svg`, alt: `Picture ${id}` },
  tags: tags.map((tag) => ({ id: tag, label: tag.toUpperCase() })),
  eyebrow: 'Training',
  date: '2026-10-02',
  summary: null,
});
const grid: ArticleGridBlock = { type: 'article-grid', rows: 2, columns: { sm: 2, md: 3, lg: 3 } };
const facets = Array.from({ length: 12 }, (_, index) => ({ id: `tag-${index}`, label: `Tag ${index}`, count: 12 - index }));
const extras: ContentBlockExtras = {
  articleGrids: {
    [articleGridKey(grid)]: { search: { result: ['a', 'b', 'c', 'd'].map((id) => card(id, ['tag-0'])), facets, numFound: 9 }, tagIds: [], pageSize: 4 },
  },
  photoGalleries: {
    SR0045600: {
      photos: [
        {
          id: 'p1',
          productId: 'SR0045600',
          imageUrl: '/images/content/ugc-1.svg',
          caption: 'Sunday loop',
          authorName: 'Maya R.',
          createdAt: '2026-09-01T00:00:00Z',
        },
      ],
    },
  },
};
const html = (block: ContentBlock, given: ContentBlockExtras = extras): string =>
  renderToString(
    <WithPage path="/en-us/stories">
      <DialogProvider>
        <ContentRenderContextValue.Provider value={{ ...DEFAULT_RENDER_CONTEXT, extras: given }}>
          <RenderedBlock block={block} />
        </ContentRenderContextValue.Provider>
      </DialogProvider>
    </WithPage>,
  );

describe('article grid block', () => {
  it('renders the first page with links a shopper without JavaScript can follow: load more by count, tags by toggling', () => {
    const page = html(grid);
    expect(page.match(/class="article-card"/g)).toHaveLength(4);
    expect(page).toContain('href="/en-us/articles/a"');
    expect(page).toContain('October 2, 2026');
    expect(page).toContain('4 of 9 stories');
    expect(page).toMatch(/<a class="button article-grid__more" href="\?shown=8">Load more stories<\/a>/);
    expect(page).toContain('href="?tags=tag-3"');
    expect(page).toContain('--article-cols-sm:2');
  });

  it('hides tag toggles beyond the preview counts per breakpoint (sm 4, md 10, lg 20) behind "Show all topics"', () => {
    const page = html(grid);
    expect(page).toMatch(/article-grid__tag"[^>]*><a[^>]*href="\?tags=tag-3"/);
    expect(page).toMatch(/article-grid__tag article-grid__tag--beyond-sm"[^>]*><a[^>]*href="\?tags=tag-4"/);
    expect(page).toMatch(/article-grid__tag--beyond-sm article-grid__tag--beyond-md"[^>]*><a[^>]*href="\?tags=tag-10"/);
    expect(page).not.toContain('beyond-lg');
    expect(page).toContain('article-grid__all-label article-grid__all-label--sm article-grid__all-label--md"');
  });

  it('renders nothing when its articles could not be loaded, and no load more once all show', () => {
    expect(html(grid, NO_BLOCK_EXTRAS)).not.toContain('article-card');
    const all = {
      ...extras,
      articleGrids: { [articleGridKey(grid)]: { search: { result: [card('a', [])], facets: [], numFound: 1 }, tagIds: [], pageSize: 4 } },
    };
    expect(html(grid, all)).not.toContain('Load more');
  });

  it('reads the no-JavaScript state from the URL, bounded', () => {
    expect(articleGridUrlState(new URL('https://s.example/en-us/stories?tags=trail,Bad Tag,road&shown=12'))).toEqual({ tagIds: ['trail', 'road'], shown: 12 });
    expect(articleGridUrlState(new URL('https://s.example/en-us/stories?shown=9999'))).toEqual({ tagIds: null, shown: 50 });
    expect(articleGridUrlState(new URL('https://s.example/en-us/stories?shown=-1'))).toEqual({ tagIds: null, shown: null });
  });
});

describe('gallery blocks', () => {
  it("shows the product's photos with caption and author; nothing without photos", () => {
    const page = html({ type: 'user-photo-gallery', productId: 'SR0045600' });
    expect(page).toContain('From our community');
    expect(page).toContain('alt="Sunday loop"');
    expect(page).toContain('Photo by Maya R.');
    expect(html({ type: 'user-photo-gallery', productId: 'AB12CD34' })).not.toContain('photo-gallery__list');
  });

  it('renders the social gallery as an empty container named by its widget container id', () => {
    expect(html({ type: 'social-gallery', title: '#StrideTogether', widgetContainerId: 'stride-community' })).toMatch(
      /<div class="social-gallery__widget" id="stride-community" data-social-gallery="stride-community"><\/div>/,
    );
  });

  it('creates the widget after the 500 ms wait, with the product tag; a failure is logged, never thrown', async () => {
    const steps: string[] = [];
    const widget = {
      load: async (options: { productTag?: string }) => void steps.push(`load ${options.productTag ?? '-'}`),
      create: async () => void steps.push('create'),
    };
    const log = vi.fn();
    const element = {} as HTMLElement;
    const deps = { wait: async (ms: number) => void steps.push(`wait ${ms}`), log, productTag: async () => 'SR0045600' };
    expect(await mountSocialGallery(widget, element, { containerId: 'c', locale: 'en-US' }, deps)).toBe(true);
    expect(steps).toEqual(['load SR0045600', 'wait 500', 'create']);
    const failing = { ...widget, load: async () => Promise.reject(new Error('script failed')) };
    expect(await mountSocialGallery(failing, element, { containerId: 'c', locale: 'en-US' }, deps)).toBe(false);
    expect(log).toHaveBeenCalledWith('Stride: the social gallery could not be shown', expect.any(Error));
  });

  it("loads the vendor's script from the URL built from the container id and locale, once", async () => {
    const appended: { src: string; onload?: () => void }[] = [];
    const doc = {
      createElement: () => ({}) as { src: string; onload?: () => void },
      head: { append: (script: { src: string; onload?: () => void }) => appended.push(script) },
      defaultView: {},
    } as unknown as Document;
    const widget = vendorSocialGallery('https://cdn.vendor.example/widgets/{containerId}/{locale}.js', doc);
    const first = widget.load({ containerId: 'stride community', locale: 'fr-CA' });
    const second = widget.load({ containerId: 'stride community', locale: 'fr-CA' });
    expect(appended.map((script) => script.src)).toEqual(['https://cdn.vendor.example/widgets/stride%20community/fr-CA.js']);
    appended[0]?.onload?.();
    await Promise.all([first, second]);
    await expect(widget.create({} as HTMLElement, { containerId: 'x', locale: 'fr-CA' })).rejects.toThrow('defines no socialGallery');
  });
});
