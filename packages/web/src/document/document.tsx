import type { ReactElement, ReactNode } from 'react';
import { appRootId } from './page-assets.js';

export const siteTitle = 'Stride — shoes, apparel and gear';
export const siteDescription =
  'Stride: running shoes, training apparel and gear for guests, members and athletes.';

// Inline, so the browser's automatic /favicon.ico request never costs a round trip or a 404.
const favicon =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%23111'/%3E%3Ctext x='16' y='23' font-family='sans-serif' font-size='20' font-weight='700' fill='%23fff' text-anchor='middle'%3ES%3C/text%3E%3C/svg%3E";

export interface DocumentProps {
  readonly styles: readonly string[];
  readonly children: ReactNode;
}

/**
 * The full HTML document rendered on the server. Only the `#root` element is hydrated,
 * so the client never has to reproduce the head (asset URLs are known only to the server).
 */
export function Document({ styles, children }: DocumentProps): ReactElement {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{siteTitle}</title>
        <meta name="description" content={siteDescription} />
        <link rel="icon" href={favicon} type="image/svg+xml" />
        {styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <div id={appRootId}>{children}</div>
      </body>
    </html>
  );
}
