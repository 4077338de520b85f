import { describe, expect, it } from 'vitest';
import { renderPage, type RenderPageOptions } from './render-page.js';
import { siteDescription, siteTitle } from './document/document.js';

const assets = { scripts: ['/assets/entry-abc123.js'], styles: ['/assets/entry-def456.css'] };

async function render(options: Partial<RenderPageOptions> = {}): Promise<string> {
  const stream = await renderPage({ url: '/', assets, ...options });
  return new Response(stream).text();
}

describe('renderPage', () => {
  it('renders a full document with doctype, language, viewport, title and description', async () => {
    const html = await render();
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(html).toContain(`<title>${siteTitle}</title>`);
    expect(html).toContain(`<meta name="description" content="${siteDescription}"/>`);
  });

  it('declares an inline icon, so browsers do not ask the server for /favicon.ico', async () => {
    expect(await render()).toMatch(/<link rel="icon" href="data:image\/svg\+xml,[^"]+" type="image\/svg\+xml"\/>/);
  });

  it('renders the landmarks and exactly one h1 with the hero text', async () => {
    const html = await render();
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toContain('Stride — shoes, apparel and gear</h1>');
    for (const tag of ['<header', '<nav aria-label="Main"', '<main', '<footer']) {
      expect(html).toContain(tag);
    }
  });

  it('references the given scripts as modules and the given styles as stylesheets', async () => {
    const html = await render();
    expect(html).toMatch(/<script type="module" src="\/assets\/entry-abc123\.js"[^>]*><\/script>/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/entry-def456.css"/>');
  });

  it('marks the page as not yet hydrated, since effects never run on the server', async () => {
    const html = await render();
    expect(html).toContain('data-hydrated="false"');
    expect(html).not.toContain('data-hydrated="true"');
  });

  it('wraps the hydrated part in the root element the client entry looks for', async () => {
    const html = await render();
    expect(html).toMatch(/<body><div id="root"><a class="skip-link" href="#main">Skip to content<\/a><header/);
    expect(html).toContain('<main id="main"');
  });

  it('keeps a hostile asset URL inside its attribute', async () => {
    const html = await render({ assets: { scripts: [], styles: ['/a.css"><script>alert(1)</script>'] } });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('href="/a.css&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });
});
