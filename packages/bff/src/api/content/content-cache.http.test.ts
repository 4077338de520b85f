import { DEMO_PASSWORD, DemoEmail, PgContentRepository } from '@stride/adapters-storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import { agentLogin } from '../../testing/tokens.js';

// Published documents are kept in memory for STRIDE_CONTENT_CACHE_TTL_MS (cached-content-repository.ts). The test's
// clock is moved by hand: what is kept, what an editor's import clears at once, and what the time-to-live lets through.

let started: StartedServer;
let url: string;
let editor: string;
let clock = Date.parse('2026-11-26T12:00:00Z');
const TTL_MS = 10_000;

const helpPage = (title: string) => ({
  id: 'en-us-page-cache-help',
  kind: 'page' as const,
  siteId: 'en-us' as const,
  key: 'cache-help',
  publishAt: '2026-01-01T00:00:00.000Z',
  content: { title, sections: [{ name: 'main', items: [{ type: 'rich-text' as const, richText: `<p>${title}</p>` }] }] },
});

async function titleOfHelp(): Promise<string | undefined> {
  const res = await fetch(`${url}/published/caas/v1/canvas/page/en-us/cache-help`);
  const body = (await res.json()) as { content?: { title?: string } };
  return res.status === 200 ? body.content?.title : `status ${res.status}`;
}

async function importThroughTheApi(title: string): Promise<void> {
  const res = await fetch(`${url}/fapi/content/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${editor}`, 'content-type': 'application/json' },
    body: JSON.stringify({ documents: [{ source: 'cache-help.json', document: helpPage(title) }] }),
  });
  expect(res.status).toBe(200);
}

/** A write the bff does not see: another process (a second replica) adding a version straight to the database. */
async function writeBehindTheBffsBack(title: string): Promise<void> {
  const { id, siteId, key, publishAt, content } = helpPage(title);
  await new PgContentRepository(started.sqlClient()).importVersions(
    [{ id, kind: 'page', siteId, key, locale: 'en-US', publishAt: new Date(publishAt), unpublishAt: null, content }],
    { mode: 'new-version', author: 'another replica', now: new Date(clock) },
  );
}

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true', STRIDE_CONTENT_CACHE_TTL_MS: String(TTL_MS) }, { now: () => new Date(clock) });
  url = started.server.url;
  editor = (await agentLogin(url, DemoEmail.employee, DEMO_PASSWORD)).accessToken;
}, 180_000);
afterAll(async () => started?.server.close());

describe('published content kept in memory', () => {
  it('answers a kept document until its time-to-live ends; an import through the API shows at once', async () => {
    await importThroughTheApi('First');
    expect(await titleOfHelp()).toBe('First');
    await writeBehindTheBffsBack('Second');
    // Kept: the other replica's write is not seen yet.
    expect(await titleOfHelp()).toBe('First');
    clock += TTL_MS + 1;
    expect(await titleOfHelp()).toBe('Second');
    // An editor's import through this bff clears what it kept.
    await importThroughTheApi('Third');
    expect(await titleOfHelp()).toBe('Third');
  });
});
