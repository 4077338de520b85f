import { readdirSync, readFileSync } from 'node:fs';
import { agentLogin } from '../testing/tokens.js';

const folder = new URL('./content-web/', import.meta.url);

/** The journeys' content documents (content-web/*.json): the US site's home, menu, footer, pop-ups, utility fragment and content pages. */
export function contentWebDocuments(): { readonly source: string; readonly document: unknown }[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ source: `content-web/${file}`, document: JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as unknown }));
}

/**
 * Imports content documents (the journeys' own by default) into a started store as an editor (the demo employee), as
 * `stride content import` does.
 */
export async function importContentWebDocuments(
  baseUrl: string,
  documents: readonly { readonly source: string; readonly document: unknown }[] = contentWebDocuments(),
): Promise<void> {
  const editor = await agentLogin(baseUrl, 'employee@stride.example', 'Stride-demo-1');
  const response = await fetch(new URL('/fapi/content/documents', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${editor.accessToken}` },
    body: JSON.stringify({ documents }),
  });
  if (!response.ok) throw new Error(`content import answered ${response.status}: ${await response.text()}`);
}

/**
 * A published US content page at `/en-us/{key}` with one section of `items`, as a journey imports it.
 * @example await importContentWebDocuments(baseUrl, [usContentPage('picks', 'Our picks', [{ type: 'rich-text', richText: '<p>Hi</p>' }])]);
 */
export function usContentPage(key: string, title: string, items: readonly unknown[]): { readonly source: string; readonly document: unknown } {
  return {
    source: `${key}.json`,
    document: {
      id: `en-us-page-${key}`,
      kind: 'page',
      siteId: 'en-us',
      key,
      publishAt: '2026-01-01T00:00:00Z',
      content: { title, sections: [{ name: key, items }] },
    },
  };
}
