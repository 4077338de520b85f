import { describe, expect, it } from 'vitest';
import { servedOverTls } from './served-over-tls.js';

const request = (proto?: string) => new Request('http://bff.internal/', proto === undefined ? {} : { headers: { 'x-forwarded-proto': proto } });

describe('servedOverTls', () => {
  it('is true for every request when the public URL is https, whatever the headers say', () => {
    const overTls = servedOverTls({ publicUrl: 'https://shop.example', trustProxy: 0 });
    expect([request(), request('http')].map(overTls)).toEqual([true, true]);
  });

  it('never believes X-Forwarded-Proto without a trusted proxy', () => {
    expect(servedOverTls({ publicUrl: 'http://localhost:3000', trustProxy: 0 })(request('https'))).toBe(false);
  });

  it.each([
    [1, 'https', true],
    [1, 'http', false],
    [1, 'https, http', false], // the client wrote https, the one trusted proxy saw http
    [1, 'http, https', true],
    [2, 'https, http', true], // the outer proxy saw https, the inner one spoke http to the next hop
    [2, 'evil, https, http', true],
    [2, 'https', true], // proxies that replace the header instead of appending to it
    [1, ' HTTPS ', true],
    [1, '', false],
  ] as const)('with %i trusted proxies, X-Forwarded-Proto "%s" says TLS: %s', (trustProxy, proto, expected) => {
    expect(servedOverTls({ publicUrl: 'http://localhost:3000', trustProxy })(request(proto))).toBe(expected);
  });

  it('is false behind a trusted proxy that says nothing', () => {
    expect(servedOverTls({ publicUrl: 'http://localhost:3000', trustProxy: 1 })(request())).toBe(false);
  });
});
