import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentBlockSchema } from './content-block.js';
import { samplePageDocument, sampleBlocks } from './content-block.fixtures.js';
import { contentDocumentSchema } from './content-document.js';
import { isSafeContentHtml, isSafeContentUrl } from './safe-html.js';
import { jsonPathOf, validateContentDocument } from './validate-content-document.js';

type Json = Record<string, unknown>;
const clone = (value: unknown): Json => JSON.parse(JSON.stringify(value)) as Json;
// Reaches into a parsed copy by path, for tests that break one field.
const at = (value: unknown, ...path: (string | number)[]): Json =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], value) as Json;
const firstFailure = (value: unknown) => validateContentDocument(value)._unsafeUnwrapErr();

describe('the block catalogue', () => {
  it.each(Object.entries(sampleBlocks))('accepts a valid %s block', (_type, block) => {
    expect(contentBlockSchema.safeParse(block).success).toBe(true);
  });

  it('accepts a page holding one block of every type', () => {
    expect(validateContentDocument(samplePageDocument()).isOk()).toBe(true);
  });

  it('refuses an unknown block type at the path of its type', () => {
    const page = clone(samplePageDocument());
    at(page, 'content', 'sections', 3, 'items', 0).type = 'carousel';
    expect(firstFailure(page).path).toBe('$.content.sections[3].items[0].type');
  });

  it('refuses a field no block has (a typo), naming the block', () => {
    const page = clone(samplePageDocument());
    at(page, 'content', 'sections', 0, 'items', 0).titel = 'typo';
    expect(firstFailure(page)).toEqual({ path: '$.content.sections[0].items[0]', message: expect.stringContaining('titel') });
  });

  it('finds a failure nested in an experience variant', () => {
    const block = clone(sampleBlocks.experience);
    at(block, 'variants', 1, 'targets', 0).messages = [];
    const page = { ...samplePageDocument(), content: { sections: [{ name: 'x', items: [block] }] } };
    expect(firstFailure(page).path).toBe('$.content.sections[0].items[0].variants[1].targets[0].messages');
  });

  it.each([
    ['banner variant', { ...sampleBlocks.banner, variant: 'wide' }, 'variant'],
    ['split width', { ...sampleBlocks.banner, splitImageWidth: 55 }, 'splitImageWidth'],
    ['gradient style', { ...sampleBlocks.banner, gradientStyle: 'half' }, 'gradientStyle'],
    ['overlay width', { ...sampleBlocks.banner, overlayWidth: 'xl' }, 'overlayWidth'],
    ['link type', { ...sampleBlocks.banner, linkType: 'Button' }, 'linkType'],
    ['caption position', { ...sampleBlocks.banner, caption: { captionPosition: 'left' } }, 'caption.captionPosition'],
    ['hydration mode', { ...sampleBlocks.banner, hydration: 'lazy' }, 'hydration'],
    ['hero without product', { type: 'hero', variant: 'product-overlay', title: 'x' }, 'productMedia'],
    ['category card id', { ...sampleBlocks['category-card'], categoryId: '12' }, 'categoryId'],
    ['collection autorotate', { ...sampleBlocks.collection, breakpoints: { sm: { type: 'carousel', autorotateTime: 0 } } }, 'breakpoints.sm.autorotateTime'],
    ['collection breakpoint type', { ...sampleBlocks.collection, breakpoints: { md: { type: 'list' } } }, 'breakpoints.md.type'],
    ['title alignment', { ...sampleBlocks.collection, titleAlignment: 'left' }, 'titleAlignment'],
    ['icon size', { ...sampleBlocks['icon-and-text'], iconSize: 'huge' }, 'iconSize'],
    ['benefit bar id', { ...sampleBlocks['benefit-bar'], id: undefined }, 'id'],
    ['segment id', { ...sampleBlocks.segmentation, segments: [{ segmentId: 'vip', items: [] }] }, 'segments[0].segmentId'],
    ['filter operator', { ...sampleBlocks.filter, operator: 'NOT_IN' }, 'operator'],
    ['bySku id', { ...sampleBlocks.filter, variant: 'bySku', ids: ['AB12CD34', '12'] }, 'ids[1]'],
    ['track kind', { ...sampleBlocks.video, tracks: [{ kind: 'captions', src: '/a.vtt', label: 'x', srclang: 'en' }] }, 'tracks[0].kind'],
    [
      'event dates',
      { ...sampleBlocks.dialog, eventSignup: { ...((sampleBlocks.dialog as Json).eventSignup as Json), endDate: '2026-12-01' } },
      'eventSignup.endDate',
    ],
    ['event-signup without event', { type: 'dialog', variant: 'event-signup', triggerText: 'Join' }, 'eventSignup'],
    ['recommendation card variant', { ...sampleBlocks['product-recommendations'], variant: 'four-cards' }, 'variant'],
    ['six-card step', { ...sampleBlocks['product-recommendations'], variant: 'six-cards', cardsPerStep: 4 }, 'cardsPerStep'],
    ['table row width', { ...sampleBlocks.table, rows: [{ cells: ['8', '7', '41'] }] }, 'rows'],
    ['table without rows', { ...sampleBlocks.table, rows: [] }, 'rows'],
    ['rich text script', { type: 'rich-text', richText: '<p>hi</p><script>alert(1)</script>' }, 'richText'],
    ['javascript link', { type: 'cta-button', target: { url: 'javascript:alert(1)', text: 'x' } }, 'target.url'],
    ['too many targets', { ...sampleBlocks.banner, targets: Array.from({ length: 9 }, () => ({ url: '/a', text: 'a' })) }, 'targets'],
  ])('refuses a wrong %s at its path', (_name, block, at) => {
    const page = { ...samplePageDocument(), content: { sections: [{ name: 'x', items: [block] }] } };
    expect(firstFailure(page).path).toBe(`$.content.sections[0].items[0].${at}`);
  });

  it('refuses documents whose envelope is wrong', () => {
    expect(firstFailure({ ...samplePageDocument(), siteId: 'de-de' }).path).toBe('$.siteId');
    expect(firstFailure({ ...samplePageDocument(), kind: 'augmentedpage', key: 'home' }).path).toBe('$.key');
    expect(firstFailure({ ...samplePageDocument(), unpublishAt: '2025-01-01T00:00:00Z' }).path).toBe('$.unpublishAt');
    expect(
      firstFailure({
        ...samplePageDocument(),
        kind: 'menu',
        content: { items: [{ id: 'm', title: 'x', columns: [{ id: 'n', title: 'y', columns: [{ id: 'o', title: 'z', columns: [] }] }] }] },
      }).path,
    ).toBe('$.content.items[0].columns[0].columns[0]');
  });

  it('a text longer than its bound is refused wherever it sits (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 201, max: 400 }), fc.constantFrom('banner', 'linked-card', 'benefit-bar'), (length, type) => {
        const block = { ...clone(sampleBlocks[type as 'banner']), title: 'x'.repeat(length) };
        return !contentBlockSchema.safeParse(block).success;
      }),
      { numRuns: 50 },
    );
  });

  it('a link that is not a path, http(s), mailto or tel is refused (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('javascript:', 'JAVASCRIPT:', 'data:', 'vbscript:', '//', ' javascript:'), fc.string({ maxLength: 30 }), (scheme, rest) => {
        return (
          !isSafeContentUrl(`${scheme}${rest}`) &&
          !contentBlockSchema.safeParse({ type: 'cta-button', target: { url: `${scheme}x${rest}`, text: 'a' } }).success
        );
      }),
      { numRuns: 100 },
    );
  });

  it('rich text with an event handler or a tag outside the subset is refused (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('script', 'img', 'iframe', 'style', 'object', 'svg'), fc.string({ maxLength: 20 }), (tag, inner) => {
        return !isSafeContentHtml(`<p>${inner.replace(/[<>]/g, '')}</p><${tag}>`) && !isSafeContentHtml(`<p onclick="x()">a</p>`);
      }),
      { numRuns: 60 },
    );
    expect(isSafeContentHtml('<p>Free <a href="/en-us/returns" target="_blank" rel="noopener">returns</a><br/></p>')).toBe(true);
    expect(isSafeContentHtml('<a href="javascript:alert(1)">x</a>')).toBe(false);
    expect(isSafeContentHtml('<!-- x --><p>a</p>')).toBe(false);
  });

  it('writes JSON paths with indices and quoted keys', () => {
    expect(jsonPathOf(['content', 'sections', 0, 'items', 2, 'title'])).toBe('$.content.sections[0].items[2].title');
    expect(jsonPathOf(['a-b'])).toBe('$["a-b"]');
  });

  it('a document that parses keeps every field the editor wrote', () => {
    const parsed = contentDocumentSchema.parse(samplePageDocument());
    expect(parsed).toEqual(samplePageDocument());
  });
});
