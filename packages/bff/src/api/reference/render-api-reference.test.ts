import { Hono } from 'hono';
import { ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.js';
import { defineRoute } from '../define-route.js';
import { OpenApiRegistry } from '../openapi-registry.js';
import { registerApiReference } from './api-reference.routes.js';
import { operationAnchor } from './html.js';
import type { OpenApiDocument } from './openapi-document.js';
import { openApiShapeProblems } from './openapi-shape.fixture.js';
import { renderApiReference } from './render-api-reference.js';

function sampleApi() {
  const app = new Hono<AppEnv>();
  const registry = new OpenApiRegistry();
  defineRoute(
    app,
    registry,
    {
      operationId: 'testPut',
      method: 'put',
      path: '/cart/v1/cart/:basketId/item',
      summary: 'Change a <line> quantity',
      tags: ['Cart'],
      auth: 'required',
      params: z.object({ basketId: z.string().regex(/^[a-f0-9]{26}$/) }),
      query: z.object({ locale: z.string().optional() }),
      body: z.object({ itemId: z.string(), qty: z.number().int().min(1) }),
      answer: z.object({ basketId: z.string(), total: z.number() }).meta({ id: 'SampleBasket' }),
      errors: ['INV408', 'BSK404'],
    },
    async ({ params }) => ok({ basketId: params.basketId, total: 1 }),
  );
  defineRoute(
    app,
    registry,
    {
      operationId: 'testGet',
      method: 'get',
      path: '/products/v2/catalog',
      summary: 'Category tree',
      tags: ['Catalogue'],
      auth: 'none',
      answer: z.object({ categories: z.array(z.string()) }),
    },
    async () => ok({ categories: [] }),
  );
  defineRoute(
    app,
    registry,
    { operationId: 'testPost', method: 'post', path: '/untagged', summary: 'No tag', tags: [], auth: 'agent', answer: z.object({}) },
    async () => ok({}),
  );
  return { app, registry, document: registry.document({ title: 'Stride API', version: '0.1.0' }) as unknown as OpenApiDocument };
}

describe('renderApiReference', () => {
  it('lists every operation of the document with its method, path, auth and error codes', () => {
    const { document } = sampleApi();
    const html = renderApiReference(document);
    expect(html).toContain(`id="${operationAnchor('put', '/cart/v1/cart/{basketId}/item')}"`);
    expect(html).toContain('<code class="path">/cart/v1/cart/{basketId}/item</code>');
    expect(html).toContain('<code class="path">/products/v2/catalog</code>');
    expect(html).toContain('<code>INV408</code> <code>BSK404</code>');
    expect(html).toContain('Auth: agent');
    expect(html).toContain('3 routes');
  });

  it('groups by first tag, untagged routes under Other, then the shared schemas', () => {
    const html = renderApiReference(sampleApi().document);
    const headings = [...html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual(['Cart', 'Catalogue', 'Other', 'Schemas']);
  });

  it('links an answer that is a shared schema to its entry, and shows each operationId', () => {
    const html = renderApiReference(sampleApi().document);
    expect(html).toContain('Answer 200: <a href="#schema-SampleBasket">SampleBasket</a>');
    expect(html).toMatch(
      /<section id="schema-SampleBasket"><h3>SampleBasket<\/h3><details><summary>Schema<\/summary><pre>\{\n {2}&quot;type&quot;: &quot;object&quot;/,
    );
    expect(html).toContain('operationId: <code>testPut</code>');
  });

  it('shows parameters in a table and the body and answer schemas as indented JSON', () => {
    const html = renderApiReference(sampleApi().document);
    expect(html).toMatch(/<td><code>basketId<\/code><\/td><td>path<\/td><td>yes<\/td><td>string; pattern/);
    expect(html).toMatch(/<td><code>locale<\/code><\/td><td>query<\/td><td>no<\/td>/);
    expect(html).toContain('<summary>Request body</summary><pre>{\n  &quot;');
    expect(html).toContain('<summary>Answer 200</summary>');
  });

  it('escapes every text it prints, so a summary can never inject markup', () => {
    const html = renderApiReference(sampleApi().document);
    expect(html).toContain('Change a &lt;line&gt; quantity');
    expect(html).not.toContain('<line>');
    expect(html).not.toMatch(/<script/i);
  });

  it('is served at /docs/api as HTML under a policy that allows no scripts', async () => {
    const { app, registry } = sampleApi();
    registerApiReference(app, registry);
    const res = await app.request('/docs/api');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await res.text()).toContain('/cart/v1/cart/{basketId}/item');
  });
});

describe('openApiShapeProblems', () => {
  it('finds none in what the registry writes', () => {
    expect(openApiShapeProblems(sampleApi().document)).toEqual([]);
  });

  it('reports a path parameter that the template does not name, and an operation without responses', () => {
    const broken = {
      openapi: '3.0.0',
      info: { title: 't', version: '1' },
      paths: { '/a/{id}': { get: { parameters: [{ name: 'other', in: 'path', required: true }], responses: {} } } },
    } as OpenApiDocument;
    const problems = openApiShapeProblems(broken);
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/3\.0\.0[\s\S]*no responses[\s\S]*do not match/);
  });
});
