import type { ReactElement, ReactNode } from 'react';

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
