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

  it('refuses a document without the marker', async () => {
    await expect(renderToBytes(<p>plain</p>, {}, { marker: '<slot-marker>', bytes: new Uint8Array(1) })).rejects.toThrow(/no <slot-marker>/);
  });
});
