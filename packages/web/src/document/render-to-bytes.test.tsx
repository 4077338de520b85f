import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToBytes } from './render-to-bytes.js';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('renderToBytes', () => {
  it('puts the slot bytes where its marker was written, and leaves escaped text that looks like it alone', async () => {
    const marker = '<slot-marker>';
    const html = await renderToBytes(
      <div>
        <p>{marker}</p>
        <script type="application/json" dangerouslySetInnerHTML={{ __html: marker }} />
      </div>,
      {},
      { marker, bytes: new TextEncoder().encode('{"état":"légère"}') },
    );
    expect(text(html)).toBe('<div><p>&lt;slot-marker&gt;</p><script type="application/json">{"état":"légère"}</script></div>');
  });

  it('writes a finished Suspense boundary in place, after however much of the page: without JavaScript it shows, not its fallback', async () => {
    // React outlines a boundary of over 500 bytes that comes after 12.8 KB of the page: its fallback in place, its
    // content later, hidden, with a script that swaps them.
    const page = 'x'.repeat(20_000);
    const late = 'y'.repeat(1_000);
    const Late = lazy(async () => ({ default: () => <p>{late}</p> }));
    const html = text(
      await renderToBytes(
        <div>
          <p>{page}</p>
          <Suspense fallback={<p>loading</p>}>
            <Late />
          </Suspense>
        </div>,
        {},
      ),
    );
    expect(html).toBe(`<div><p>${page}</p><!--$--><p>${late}</p><!--/$--></div>`);
  });

  it('refuses a document without the marker', async () => {
    await expect(renderToBytes(<p>plain</p>, {}, { marker: '<slot-marker>', bytes: new Uint8Array(1) })).rejects.toThrow(/no <slot-marker>/);
  });
});
