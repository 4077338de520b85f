import { strideError } from '@stride/domain/errors';
import { Hono } from 'hono';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import fc from 'fast-check';
import { correlationId } from '../http/correlation-id.middleware.js';
import type { AppEnv } from '../http/app-env.js';
import { authenticate } from './authenticate.middleware.js';
import { defineRoute } from './define-route.js';
import { OpenApiRegistry } from './openapi-registry.js';
import type { AccessTokenVerifier } from './principal.js';

const verifier: AccessTokenVerifier = {
  verify: async (token) =>
    token === 'good'
      ? { consumerNo: 'C1', consumerType: 'REGISTERED' }
      : token === 'agent'
        ? { consumerNo: 'A1', consumerType: 'EMPLOYEE', agentRole: 'EMPLOYEE' }
        : null,
};

function testApp() {
  const app = new Hono<AppEnv>();
  const registry = new OpenApiRegistry();
  const writes: unknown[] = [];
  app.use(
    '*',
    correlationId(() => 'corr'),
  );
  app.use('*', authenticate(verifier));
  defineRoute(
    app,
    registry,
    {
      operationId: 'testPut',
      method: 'put',
      path: '/things/:thingId',
      summary: 'Update a thing',
      tags: ['test'],
      auth: 'required',
      params: z.object({ thingId: z.string().regex(/^T\d+$/) }),
      query: z.object({ locale: z.string().optional() }),
      body: z.object({ qty: z.number().int().min(1).max(10) }),
      answer: z.object({ thingId: z.string(), qty: z.number() }),
      errors: ['INV408'],
    },
    async ({ body, params, principal }) => {
      if (body.qty === 7) return err(strideError('INV408', undefined, { maxQty: 6 }));
      writes.push({ body, params, owner: principal?.consumerNo });
      return ok({ thingId: params.thingId, qty: body.qty });
    },
  );
  defineRoute(
    app,
    registry,
    { operationId: 'test', method: 'get', path: '/support', summary: 's', tags: ['t'], auth: 'agent', answer: z.object({ ok: z.boolean() }) },
    async () => ok({ ok: true }),
  );
  return { app, registry, writes };
}

const put = (app: Hono<AppEnv>, body: string, headers: Record<string, string> = { authorization: 'Bearer good' }) =>
  app.request('/things/T1?locale=en-US', { method: 'PUT', body, headers: { 'content-type': 'application/json', ...headers } });

describe('defineRoute', () => {
  it('validates, calls the handler with typed input and answers its value', async () => {
    const { app, writes } = testApp();
    const res = await put(app, JSON.stringify({ qty: 2 }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ thingId: 'T1', qty: 2 });
    expect(writes).toEqual([{ body: { qty: 2 }, params: { thingId: 'T1' }, owner: 'C1' }]);
  });

  it('answers a coded error with the domain status and the spec shape', async () => {
    const res = await put(testApp().app, JSON.stringify({ qty: 7 }));
    expect(res.status).toBe(409);
    const body = (await res.json()) as { errorDetails: { errorId: string; message: string }[]; correlationId: string };
    expect(body.errorDetails[0]?.errorId).toBe('INV408');
    expect(body.errorDetails[0]?.message).toContain('6');
    expect(body.correlationId).toBe('corr');
  });

  it('refuses a caller without a valid token with 401 AUT432, before validating anything', async () => {
    const res = await put(testApp().app, 'not json', { authorization: 'Bearer forged' });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]?.errorId).toBe('AUT432');
  });

  it('keeps agent routes for agents', async () => {
    const { app } = testApp();
    expect((await app.request('/support', { headers: { authorization: 'Bearer good' } })).status).toBe(403);
    expect((await app.request('/support', { headers: { authorization: 'Bearer agent' } })).status).toBe(200);
  });

  it('answers any malformed body with 400 ATTR300 and never reaches the handler', async () => {
    const { app, writes } = testApp();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify({ qty: v })),
        ),
        async (raw) => {
          const parsed = (() => {
            try {
              return JSON.parse(raw) as unknown;
            } catch {
              return undefined;
            }
          })();
          const valid =
            typeof parsed === 'object' &&
            parsed !== null &&
            'qty' in parsed &&
            Number.isInteger((parsed as { qty: unknown }).qty) &&
            (parsed as { qty: number }).qty >= 1 &&
            (parsed as { qty: number }).qty <= 10;
          fc.pre(!valid);
          const before = writes.length;
          const res = await put(app, raw);
          expect(res.status).toBe(400);
          const body = (await res.json()) as { errorDetails: { errorId: string }[] };
          expect(body.errorDetails[0]?.errorId).toBe('ATTR300');
          expect(writes.length).toBe(before);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses a cookie-authenticated unsafe request from another site', async () => {
    const { app, writes } = testApp();
    const cross = await put(app, JSON.stringify({ qty: 1 }), { cookie: 'stride_at=good', origin: 'https://evil.example' });
    expect(cross.status).toBe(403);
    const same = await put(app, JSON.stringify({ qty: 1 }), { cookie: 'stride_at=good', origin: 'http://localhost' });
    expect(same.status).toBe(200);
    expect(writes).toHaveLength(1);
  });

  it('records the route in the OpenAPI document with its path parameters and body schema', () => {
    const doc = testApp().registry.document({ title: 't', version: '1' }) as {
      paths: Record<string, Record<string, { parameters: { name: string; in: string }[]; requestBody?: unknown }>>;
    };
    const op = doc.paths['/things/{thingId}']?.put;
    expect(op?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'thingId', in: 'path' })]));
    expect(op?.requestBody).toBeDefined();
  });
});

describe('answer checking (STRIDE_CHECK_ANSWERS)', () => {
  function appAnswering(answer: unknown, checkAnswers: boolean) {
    const app = new Hono<AppEnv>();
    const registry = new OpenApiRegistry(checkAnswers);
    app.use(
      '*',
      correlationId(() => 'corr'),
    );
    app.onError((error, c) => c.json({ errorDetails: [{ errorId: 'GEN500', message: error.message }] }, 500));
    // The cast stands for a route whose code drifted from its published schema.
    defineRoute(
      app,
      registry,
      { operationId: 'test', method: 'get', path: '/drift', summary: 'd', tags: ['t'], auth: 'none', answer: z.object({ qty: z.number() }) },
      async () => ok(answer as { qty: number }),
    );
    return app;
  }

  it('answers 500 naming the field when an answer breaks its schema, and sends it unchanged when off', async () => {
    const checked = await appAnswering({ qty: 'three' }, true).request('/drift');
    expect(checked.status).toBe(500);
    expect(JSON.stringify(await checked.json())).toContain('GET /drift answered outside its schema: qty');
    const unchecked = await appAnswering({ qty: 'three' }, false).request('/drift');
    expect([unchecked.status, await unchecked.json()]).toEqual([200, { qty: 'three' }]);
    expect((await appAnswering({ qty: 3 }, true).request('/drift')).status).toBe(200);
  });
});

describe('defineRoute with sharedAnswers', () => {
  it('answers a cached object as the same JSON every time, and a new object with its own JSON', async () => {
    const app = new Hono<AppEnv>();
    const cache = new Map<string, { name: string; sizes: string[] }>();
    defineRoute(
      app,
      new OpenApiRegistry(),
      {
        operationId: 'test',
        method: 'get',
        path: '/shared/:id',
        summary: 'A cached read',
        tags: ['test'],
        auth: 'none',
        params: z.object({ id: z.string() }),
        answer: z.object({ name: z.string(), sizes: z.array(z.string()) }),
        sharedAnswers: true,
      },
      async ({ params }) => {
        const known = cache.get(params.id) ?? { name: `Shoe “${params.id}”`, sizes: ['9', '9.5'] };
        cache.set(params.id, known);
        return ok(known);
      },
    );
    const first = await app.request('/shared/a');
    const again = await app.request('/shared/a');
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await first.json()).toEqual({ name: 'Shoe “a”', sizes: ['9', '9.5'] });
    expect(await again.json()).toEqual({ name: 'Shoe “a”', sizes: ['9', '9.5'] });
    expect(await (await app.request('/shared/b')).json()).toEqual({ name: 'Shoe “b”', sizes: ['9', '9.5'] });
  });
});

describe('defineRoute with headers', () => {
  function headerApp() {
    const app = new Hono<AppEnv>();
    const registry = new OpenApiRegistry();
    const seen: unknown[] = [];
    app.use(
      '*',
      correlationId(() => 'corr'),
    );
    defineRoute(
      app,
      registry,
      {
        operationId: 'test',
        method: 'post',
        path: '/tagged',
        summary: 'Reads a header',
        tags: ['test'],
        auth: 'none',
        headers: z.object({
          source: z
            .string()
            .regex(/^[a-z]{1,8}$/)
            .optional(),
        }),
        answer: z.object({ source: z.string().nullable() }),
      },
      async ({ headers }) => {
        seen.push(headers);
        return ok({ source: headers.source ?? null });
      },
    );
    return { app, registry, seen };
  }

  it('hands the declared headers to the handler, other headers left out, and documents them as header parameters', async () => {
    const { app, registry, seen } = headerApp();
    const res = await app.request('/tagged', { method: 'POST', headers: { source: 'news', 'x-other': 'kept out' } });
    expect([res.status, await res.json()]).toEqual([200, { source: 'news' }]);
    expect(await (await app.request('/tagged', { method: 'POST' })).json()).toEqual({ source: null });
    expect(seen).toEqual([{ source: 'news' }, {}]);
    const doc = registry.document({ title: 't', version: '1' }) as { paths: Record<string, Record<string, { parameters: unknown[] }>> };
    expect(doc.paths['/tagged']?.post?.parameters).toEqual([
      { name: 'source', in: 'header', required: false, schema: expect.objectContaining({ type: 'string' }) },
    ]);
  });

  it('answers 400 ATTR300 naming the header when it fails its schema, before the handler runs', async () => {
    const { app, seen } = headerApp();
    const res = await app.request('/tagged', { method: 'POST', headers: { source: 'NOT-VALID' } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errorDetails: { errorId: string; message: string }[] };
    expect(body.errorDetails[0]).toMatchObject({ errorId: 'ATTR300', message: expect.stringContaining('headers.source') });
    expect(seen).toEqual([]);
  });
});
