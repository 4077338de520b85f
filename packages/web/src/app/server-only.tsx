import type { ReactElement, ReactNode } from 'react';
import { MessagesProvider, type CompiledCatalogue } from '../i18n/messages.js';

const KEEP_SERVER_HTML = { __html: '' };

/**
 * HTML that ships no JavaScript: the server renders `children`; in the browser the element keeps the server's HTML
 * through hydration (React leaves the inner HTML of an element with `dangerouslySetInnerHTML` as it found it) and
 * never renders it again. Pass the children behind `import.meta.env.SSR` so the browser build leaves their code out:
 * `<ServerOnly className="x">{import.meta.env.SSR && <Menu />}</ServerOnly>`. Only for a part of the page that
 * never changes after the first load (the header's menus: another site is a full page load).
 */
export function ServerOnly({ className, children }: { readonly className?: string; readonly children: ReactNode }): ReactElement {
  if (import.meta.env.SSR) return <div className={className}>{children}</div>;
  return <div className={className} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
}

/** Renders an element to static HTML (react-dom/server's renderToStaticMarkup); the server's render gives it at start. */
type StaticMarkup = (element: ReactElement) => string;
let staticMarkup: StaticMarkup | null = null;

/** Called once by the server's render (render-page.tsx): the browser's build never imports react-dom/server. */
export function provideStaticMarkup(render: StaticMarkup): void {
  staticMarkup = render;
}

/** HTML made per source object (a document the server keeps) and key, kept as long as the source lives. */
const keptMarkup = new WeakMap<object, Map<string, string>>();

/**
 * The static HTML of `element()` for `source` and `key`, rendered the first time and kept as long as `source` lives:
 * server-only parts that depend on a kept object and a few values (a menu document and locale, a catalogue and
 * consent state) are rendered once, not on every page.
 * @example const html = keptStaticMarkup(messages, `${locale}|banner`, () => <ConsentBanner t={t} />);
 */
export function keptStaticMarkup(source: object, key: string, element: () => ReactElement): string {
  if (staticMarkup === null) throw new Error('keptStaticMarkup is for the server render, after provideStaticMarkup');
  const byKey = keptMarkup.get(source) ?? new Map<string, string>();
  let html = byKey.get(key);
  if (html === undefined) {
    html = staticMarkup(element());
    byKey.set(key, html);
    keptMarkup.set(source, byKey);
  }
  return html;
}

/**
 * `ServerOnly` for a part whose HTML depends only on `source` and the locale's messages (the header's menus, from
 * the site's menu document or its category tree): the server renders it once per source object and locale and
 * writes the kept HTML on every later page, instead of rendering the same 30 KB of menus into each one.
 */
export function KeptServerOnly({
  className,
  source,
  locale,
  catalogue,
  children,
}: {
  readonly className?: string;
  readonly source: object;
  readonly locale: string;
  readonly catalogue: CompiledCatalogue;
  readonly children: ReactNode;
}): ReactElement {
  if (!import.meta.env.SSR || staticMarkup === null) return <ServerOnly {...(className === undefined ? {} : { className })}>{children}</ServerOnly>;
  const html = keptStaticMarkup(source, locale, () => (
    <MessagesProvider locale={locale} catalogue={catalogue}>
      {children}
    </MessagesProvider>
  ));
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
