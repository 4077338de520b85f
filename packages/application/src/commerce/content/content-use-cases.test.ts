import fc from 'fast-check';
import type { ContentRepository, StoredContentVersion } from '@stride/domain/content';
import { describe, expect, it } from 'vitest';
import { withoutNulls } from './content-answer.js';
import { importContentDocuments } from './import-content-documents.js';
import { readContentDocument } from './read-content-document.js';

const stored = (content: unknown): StoredContentVersion => ({
  id: 'en-us-page-help',
  kind: 'page',
  siteId: 'en-us',
  key: 'help',
  locale: 'en-US',
  version: 3,
  publishAt: new Date('2026-01-01T00:00:00Z'),
  unpublishAt: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  createdBy: 'demo',
  content: content as StoredContentVersion['content'],
});

/** An in-memory repository answering one stored version and recording imports. */
function repositoryHolding(version: StoredContentVersion | undefined) {
  const imports: unknown[] = [];
  const repository = {
    findVisible: async () => version,
    importVersions: async (drafts: readonly unknown[]) => {
      imports.push(...drafts);
      return { created: [], versioned: [], unchanged: [] };
    },
  } as unknown as ContentRepository;
  return { repository, imports };
}

const lookup = { kind: 'page' as const, siteId: 'en-us' as const, key: 'help', locale: 'en-US' };
const now = { mode: 'published' as const, at: new Date('2026-02-01T00:00:00Z') };

describe('readContentDocument', () => {
  it('answers a stored version that passes its kind’s schema', async () => {
    const { repository } = repositoryHolding(stored({ title: 'Help', sections: [] }));
    const found = await readContentDocument(repository, lookup, now, () => {});
    expect(found._unsafeUnwrap().version).toBe(3);
  });

  it('answers a version that no longer passes as missing, and reports it, so no page renders half a block', async () => {
    const problems: unknown[] = [];
    const { repository } = repositoryHolding(stored({ sections: [{ name: 'x', items: [{ type: 'banner', variant: 'retired' }] }] }));
    const found = await readContentDocument(repository, lookup, now, (problem) => problems.push(problem));
    expect(found._unsafeUnwrapErr()).toMatchObject({ code: 'CNT404', message: 'No page content en-us/help is published.' });
    expect(problems).toEqual([{ id: 'en-us-page-help', version: 3, message: expect.any(String) }]);
  });
});

describe('importContentDocuments', () => {
  it('writes nothing when one document fails or two share an id, and names each refusal', async () => {
    const { repository, imports } = repositoryHolding(undefined);
    const good = { id: 'a', kind: 'page', siteId: 'en-us', key: 'a', content: { sections: [] } };
    const result = await importContentDocuments(
      repository,
      [
        { source: 'a.json', value: good },
        { source: 'a-again.json', value: { ...good, key: 'b' } },
        { source: 'bad.json', value: { ...good, id: 'c', kind: 'menu' } },
      ],
      { mode: 'new-version', author: 'editor', now: now.at },
    );
    expect(result._unsafeUnwrapErr()).toEqual([
      { source: 'a-again.json', path: '$.id', message: 'The id a is also used by a.json.' },
      { source: 'bad.json', path: '$.content.items', message: expect.any(String) },
    ]);
    expect(imports).toEqual([]);
  });
});

describe('withoutNulls', () => {
  const json = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, fc.constant(null), fc.integer(), fc.string({ maxLength: 4 }), tie('array'), tie('object')),
    array: fc.array(tie('value'), { maxLength: 4 }),
    object: fc.dictionary(fc.string({ minLength: 1, maxLength: 4 }), tie('value'), { maxKeys: 4 }),
  })).value;

  it('law: no object key holds null afterwards, arrays keep their length, and a second pass changes nothing', () => {
    const hasNullField = (value: unknown): boolean =>
      Array.isArray(value)
        ? value.some(hasNullField)
        : value !== null && typeof value === 'object' && Object.values(value).some((item) => item === null || hasNullField(item));
    fc.assert(
      fc.property(json, (value) => {
        const cleaned = withoutNulls(value);
        expect(hasNullField(cleaned)).toBe(false);
        if (Array.isArray(value)) expect((cleaned as unknown[]).length).toBe(value.length);
        expect(withoutNulls(cleaned)).toEqual(cleaned);
      }),
      { numRuns: 200 },
    );
  });
});
