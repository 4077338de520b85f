import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteHeader, mainNavItems } from './site-header.js';

describe('SiteHeader', () => {
  it('shows the Stride brand linking home and every main navigation item', () => {
    const html = renderToStaticMarkup(<SiteHeader currentPath="/" />);
    expect(html).toContain('<a class="brand" href="/" aria-current="page">Stride</a>');
    for (const item of mainNavItems) {
      expect(html).toContain(`<a href="${item.href}">${item.label}</a>`);
    }
  });

  it('marks only the link of the current page with aria-current', () => {
    const html = renderToStaticMarkup(<SiteHeader currentPath="/cart" />);
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toContain('<a href="/cart" aria-current="page">Cart</a>');
  });
});
