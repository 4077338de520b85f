import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { AnswerHeadersResponse } from './answer-headers.js';

// The response class the bff's server makes (server/http-listener.ts): headers kept for every answer are merged into
// the answer's own at writeHead, whichever way the answer is written, and the answer's own win.

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server === undefined ? resolve() : server.close(() => resolve()))));

/** The raw header lines (date and connection aside) and status of one answer written by `write`. */
async function answerOf(write: (response: AnswerHeadersResponse) => void): Promise<{ status: number; message: string; lines: string[] }> {
  server = http.createServer({ ServerResponse: AnswerHeadersResponse }, (_request, response: ServerResponse) => {
    const kept = response as AnswerHeadersResponse;
    kept.keep('X-Correlation-Id', 'first');
    kept.keep('x-correlation-id', 'second');
    kept.keep('Cache-Control', 'no-store');
    kept.keep('x-frame-options', 'DENY');
    write(kept);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get(`http://127.0.0.1:${String(port)}/`, (res) => {
        const lines: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = (res.rawHeaders[i] ?? '').toLowerCase();
          if (!/^(date|connection|keep-alive|transfer-encoding)$/.test(name)) lines.push(`${name}: ${res.rawHeaders[i + 1] ?? ''}`);
        }
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, message: res.statusMessage ?? '', lines: lines.sort() }));
      })
      .on('error', reject);
  });
}

describe('AnswerHeadersResponse', () => {
  it('adds the kept headers to an answer written with an object, the answer’s own winning whatever their case', async () => {
    const answer = await answerOf((response) => {
      response.writeHead(201, { 'CACHE-CONTROL': 'public, max-age=60', 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] });
      response.end('{}');
    });
    expect(answer.status).toBe(201);
    expect(answer.lines).toEqual(
      [
        'cache-control: public, max-age=60',
        'content-type: application/json',
        'set-cookie: a=1',
        'set-cookie: b=2',
        'x-correlation-id: second',
        'x-frame-options: DENY',
      ].sort(),
    );
  });

  it('keeps the reason phrase when one is given', async () => {
    const answer = await answerOf((response) => {
      response.writeHead(404, 'Nowhere', { 'content-type': 'text/plain' });
      response.end('no');
    });
    expect([answer.status, answer.message]).toEqual([404, 'Nowhere']);
    expect(answer.lines).toContain('x-correlation-id: second');
  });

  it('adds them to an answer that never calls writeHead (the implicit header of end)', async () => {
    const answer = await answerOf((response) => response.end('ok'));
    expect(answer.lines).toEqual(['cache-control: no-store', 'content-length: 2', 'x-correlation-id: second', 'x-frame-options: DENY'].sort());
  });

  it('leaves a header set with setHeader and a raw header list to node, the kept ones added where absent', async () => {
    const answer = await answerOf((response) => {
      response.setHeader('x-frame-options', 'SAMEORIGIN');
      response.writeHead(200, ['content-type', 'text/plain', 'cache-control', 'private']);
      response.end('ok');
    });
    expect(answer.lines).toEqual(['cache-control: private', 'content-type: text/plain', 'x-correlation-id: second', 'x-frame-options: SAMEORIGIN'].sort());
  });

  it('lets a header set with setHeader win over a kept one when the answer is written with an object', async () => {
    const answer = await answerOf((response) => {
      response.setHeader('X-Frame-Options', 'SAMEORIGIN');
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('ok');
    });
    expect(answer.lines).toEqual(['cache-control: no-store', 'content-type: text/plain', 'x-correlation-id: second', 'x-frame-options: SAMEORIGIN'].sort());
  });

  it('adds a shared fixed list as well, the answer’s own winning, and leaves the list as it was', async () => {
    const fixed = [
      ['x-content-type-options', 'nosniff'],
      ['content-type', 'text/html'],
    ] as const;
    const answer = await answerOf((response) => {
      response.keepFixed(fixed);
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{}');
    });
    expect(answer.lines).toEqual(
      [
        'cache-control: no-store',
        'content-type: application/json',
        'x-content-type-options: nosniff',
        'x-correlation-id: second',
        'x-frame-options: DENY',
      ].sort(),
    );
    expect(fixed).toHaveLength(2);
  });

  it('writes a name both kept for the answer and in the shared list once, the kept value winning', async () => {
    const answer = await answerOf((response) => {
      response.keepFixed([
        ['x-frame-options', 'SAMEORIGIN'],
        ['x-content-type-options', 'nosniff'],
      ]);
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{}');
    });
    expect(answer.lines.filter((line) => line.startsWith('x-frame-options'))).toEqual(['x-frame-options: DENY']);
    expect(answer.lines).toContain('x-content-type-options: nosniff');
  });
});
