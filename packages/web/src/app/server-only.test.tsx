import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { useMessages } from '../i18n/messages.js';
import { serverCatalogue } from '../i18n/server-catalogues.js';
import { KeptServerOnly, provideStaticMarkup } from './server-only.js';

function Brand(): ReactElement {
  const { t } = useMessages();
  return <nav aria-label={t('header.toolsLabel')}>{t('header.brand')}</nav>;
}

describe('KeptServerOnly', () => {
  it('renders its children once per source object and locale, and writes the kept HTML after', async () => {
    let renders = 0;
    provideStaticMarkup((element) => {
      renders += 1;
      return renderToStaticMarkup(element);
    });
    const catalogue = await serverCatalogue('en-US');
    const french = await serverCatalogue('fr-CA');
    const menuDocument = {};
    const page = (source: object, locale: string, messages: typeof catalogue) =>
      renderToString(
        <KeptServerOnly className="header-menus" source={source} locale={locale} catalogue={messages}>
          <Brand />
        </KeptServerOnly>,
      );
    const first = page(menuDocument, 'en-US', catalogue);
    expect(first).toBe('<div class="header-menus"><nav aria-label="Account and cart">Stride</nav></div>');
    expect(page(menuDocument, 'en-US', catalogue)).toBe(first);
    expect(renders).toBe(1);
    // Another document (a publish), or another locale: rendered anew.
    page({}, 'en-US', catalogue);
    expect(page(menuDocument, 'fr-CA', french)).toBe('<div class="header-menus"><nav aria-label="Compte et panier">Stride</nav></div>');
    expect(renders).toBe(3);
  });
});
