import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/started-server.js';

const store = useTestServer();

const get = async (path: string, accept: string) => {
  const res = await fetch(new URL(path, store.url), { headers: { accept } });
  const body = res.headers.get('content-type')?.startsWith('application/json') ? ((await res.json()) as { errorDetails?: { errorId: string }[] }) : {};
  return { status: res.status, errorId: body.errorDetails?.[0]?.errorId, cacheControl: res.headers.get('cache-control') };
};

describe('API406 not acceptable', () => {
  it("answers 406 API406 to a call whose Accept header excludes the route's answer, JSON or an image, and serves one that takes it", async () => {
    expect(await get('/products/v2/catalog?locale=en-US', 'text/html')).toMatchObject({ status: 406, errorId: 'API406', cacheControl: 'no-store' });
    expect(await get('/products/v2/catalog?locale=en-US', 'application/json;q=0, */*')).toMatchObject({ status: 406, errorId: 'API406' });
    for (const accept of ['application/json', 'application/*', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8']) {
      expect((await get('/products/v2/catalog?locale=en-US', accept)).status, accept).toBe(200);
    }
    // A photo route answers an image: asked for JSON only it is 406; asked for any image, it looks the photo up (none here).
    const photo = '/ugc/media/ph-aaaaaaaaaaaaaaaaaaaa/photo';
    expect(await get(photo, 'application/json')).toMatchObject({ status: 406, errorId: 'API406' });
    expect(await get(photo, 'image/webp,image/*')).toMatchObject({ status: 404, errorId: 'UGC404' });
  });
});
