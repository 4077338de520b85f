import type { ReactNode } from 'react';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';

const utf8 = new TextEncoder();

interface ByteCollector {
  write(chunk: Uint8Array | string): boolean;
  end(): void;
  on(): ByteCollector;
  destroy(): void;
}

/** Long strings React writes as they are, encoded once: the same ones come on every page. */
const encodedStrings = new Map<string, Uint8Array>();
const MAX_KEPT_STRINGS = 64;

/**
 * A string React hands over whole (it writes strings longer than about 1.4 KB as they are, not through its views) as
 * UTF-8. The long ones are mostly the same on every page (the inlined stylesheet, the header's kept menus), so their
 * bytes are kept and copied by reference instead of encoded on every render; the encoder is never asked twice for
 * the same text while it is kept.
 */
function encodedLongString(chunk: string): Uint8Array {
  const known = encodedStrings.get(chunk);
  if (known !== undefined) return known;
  const bytes = utf8.encode(chunk);
  if (encodedStrings.size >= MAX_KEPT_STRINGS) encodedStrings.clear();
  encodedStrings.set(chunk, bytes);
  return bytes;
}

/**
 * The few members of a Node writable stream React's `pipe` uses: it writes the document in 4 KB
 * views (and long strings, such as the page state, as they are), ends it, and listens for drain,
 * error and close. Every write is accepted at once, so drain never comes and nothing can error or
 * close early.
 */
function byteCollector(done: (bytes: Uint8Array<ArrayBuffer>) => void): ByteCollector {
  const chunks: Uint8Array[] = [];
  const collector: ByteCollector = {
    write(chunk) {
      // React hands over a view and starts a new one, so a chunk is never written to again.
      chunks.push(typeof chunk === 'string' ? encodedLongString(chunk) : chunk);
      return true;
    },
    end() {
      const bytes = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.byteLength, 0));
      let at = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, at);
        at += chunk.byteLength;
      }
      done(bytes);
    },
    on() {
      return collector;
    },
    destroy() {},
  };
  return collector;
}

/**
 * Bytes the document takes after React has rendered it, in place of `marker` (its last occurrence):
 * content that is the same on many pages can then be encoded once and copied, rather than written
 * through React and encoded again on every render. The marker must be text React writes unescaped
 * (a script's inner HTML), so that no escaped page text can ever equal it.
 */
export interface ByteSlot {
  readonly marker: string;
  readonly bytes: Uint8Array;
}

function lastIndexOf(haystack: Uint8Array, needle: Uint8Array): number {
  for (let at = haystack.byteLength - needle.byteLength; at >= 0; at--) {
    let i = 0;
    while (i < needle.byteLength && haystack[at + i] === needle[i]) i++;
    if (i === needle.byteLength) return at;
  }
  return -1;
}

function fillSlot(html: Uint8Array<ArrayBuffer>, slot: ByteSlot): Uint8Array<ArrayBuffer> {
  const marker = utf8.encode(slot.marker);
  const at = lastIndexOf(html, marker);
  if (at < 0) throw new Error(`The rendered document has no ${slot.marker} to fill`);
  const filled = new Uint8Array(html.byteLength - marker.byteLength + slot.bytes.byteLength);
  filled.set(html.subarray(0, at));
  filled.set(slot.bytes, at);
  filled.set(html.subarray(at + marker.byteLength), at + slot.bytes.byteLength);
  return filled;
}

/**
 * Renders an element once everything in it is ready and resolves with the whole HTML as bytes.
 * Pages have loaded their data before they render, so there is nothing to stream while waiting;
 * React's Node renderer writing into memory costs far less per chunk than its web stream, and the
 * answer then goes out in one write. Rejects when the shell cannot render (the caller's 500).
 * @example const html = await renderToBytes(<Document ... />, { bootstrapModules: ['/assets/entry.js'] });
 */
export function renderToBytes(
  element: ReactNode,
  options: Omit<RenderToPipeableStreamOptions, 'onAllReady' | 'onShellError'>,
  slot?: ByteSlot,
): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const done = (html: Uint8Array<ArrayBuffer>) => {
      try {
        resolve(slot === undefined ? html : fillSlot(html, slot));
      } catch (error) {
        reject(error);
      }
    };
    const stream = renderToPipeableStream(element, {
      ...options,
      // Everything is ready before the first byte goes out, so React has no reason to outline a finished Suspense
      // boundary (its fallback first, the content after it with a script that swaps them in): outlined, a boundary
      // past React's 12.8 KB chunk stayed on its fallback in a browser without JavaScript (the checkout's steps).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      onAllReady: () => {
        try {
          stream.pipe(byteCollector(done) as never);
        } catch (error) {
          reject(error);
        }
      },
    });
  });
}
