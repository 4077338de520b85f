import type { ReactElement, ReactNode } from 'react';
import { PAGE_STATE_ID } from '../app/storefront-app.js';
import { appRootId } from './page-assets.js';

// Inline, so the browser's automatic /favicon.ico request never costs a round trip or a 404.
const favicon =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%23111'/%3E%3Ctext x='16' y='23' font-family='sans-serif' font-size='20' font-weight='700' fill='%23fff' text-anchor='middle'%3ES%3C/text%3E%3C/svg%3E";

export interface DocumentProps {
  /** The page's locale, e.g. `en-US`, for the `lang` attribute. */
  readonly lang: string;
  readonly styles: readonly string[];
  /** The text of the stylesheets written inline, by URL (the rest are linked). */
  readonly inlineStyles?: Readonly<Record<string, string>>;
  /** Module scripts the page will import, announced early with modulepreload. */
  readonly preloads?: readonly string[];
  /** The page state as JSON (already escaped for a script element), read by the client entry; or the marker the renderer fills with its bytes. */
  readonly pageState: string;
  /** The answer's Content-Security-Policy nonce, when the server sends one. */
  readonly nonce?: string;
  /** `<meta name content>` pairs the browser's late modules read (the experiment client's endpoints). */
  readonly meta?: Readonly<Record<string, string>>;
  /** Server-only markup after the app (the consent banner): never hydrated, so it ships no JavaScript. */
  readonly afterApp?: ReactNode;
  readonly children: ReactNode;
}

/**
 * The full HTML document rendered on the server. Only the `#root` element is hydrated, so the
 * client never has to reproduce the head; pages put their title and meta tags in it through
 * React's hoisting (ui/page-head.tsx).
 */
export function Document({ lang, styles, inlineStyles = {}, preloads = [], pageState, nonce, meta = {}, afterApp, children }: DocumentProps): ReactElement {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href={favicon} type="image/svg+xml" />
        {styles.map((href) => {
          const css = inlineStyles[href];
          // Inline CSS cannot close its own element: Vite's output never holds "</style", and this keeps it so.
          return css === undefined ? (
            <link key={href} rel="stylesheet" href={href} />
          ) : (
            <style key={href} nonce={nonce} data-href={href} dangerouslySetInnerHTML={{ __html: css.replaceAll('</style', '<\\/style') }} />
          );
        })}
        {preloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {Object.entries(meta).map(([name, content]) => (
          <meta key={name} name={name} content={content} />
        ))}
      </head>
      <body>
        <div id={appRootId}>{children}</div>
        {afterApp}
        <script id={PAGE_STATE_ID} type="application/json" nonce={nonce} dangerouslySetInnerHTML={{ __html: pageState }} />
      </body>
    </html>
  );
}
