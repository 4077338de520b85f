import { describe, expect, it } from 'vitest';
import { listen, publicUrl, stopListening } from './http-listener.js';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('stopListening', () => {
  it('lets an in-flight request finish before it resolves, and refuses new connections meanwhile', async () => {
    const arrived = deferred();
    const release = deferred();
    const { server, port } = await listen(
      async () => {
        arrived.resolve();
        await release.promise;
        return new Response('done');
      },
      '127.0.0.1',
      0,
    );
    const inFlight = fetch(`http://127.0.0.1:${port}/slow`);
    await arrived.promise;

    let stopped = false;
    const stopping = stopListening(server, 60_000).then(() => {
      stopped = true;
    });
    await expect(fetch(`http://127.0.0.1:${port}/new`)).rejects.toThrow();
    expect(stopped).toBe(false);

    release.resolve();
    expect(await (await inFlight).text()).toBe('done');
    await stopping;
    expect(stopped).toBe(true);
  });

  it('cuts a request still running when the grace period is over', async () => {
    const arrived = deferred();
    const never = new Promise<Response>(() => {});
    const { server, port } = await listen(
      () => {
        arrived.resolve();
        return never;
      },
      '127.0.0.1',
      0,
    );
    const stuck = fetch(`http://127.0.0.1:${port}/stuck`);
    await arrived.promise;
    await stopListening(server, 0);
    await expect(stuck).rejects.toThrow();
  });
});

describe('publicUrl', () => {
  it.each([
    ['0.0.0.0', 'http://localhost:3000'],
    ['::', 'http://localhost:3000'],
    ['127.0.0.1', 'http://127.0.0.1:3000'],
    ['::1', 'http://[::1]:3000'],
  ])('gives a browsable URL for host %s', (host, url) => {
    expect(publicUrl(host, 3000)).toBe(url);
  });
});
