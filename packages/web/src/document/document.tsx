import type { ReactElement, ReactNode } from 'react';
import { appRootId } from './page-assets.js';

export const siteTitle = 'Stride — shoes, apparel and gear';
export const siteDescription =
  'Stride: running shoes, training apparel and gear for guests, members and athletes.';

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
