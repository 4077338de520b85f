import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../openapi-registry.js';
import { servedApiDocument } from './api-document.fixture.js';
import { OPENAPI_METHODS, type OpenApiDocument } from './openapi-document.js';

/** Served by the API module but not API calls: the document itself, its page, and pictures (products, content, icons). */
const NOT_IN_THE_DOCUMENT = [
  'GET /openapi.json',
  'GET /docs/api',
  'GET /images/products/{productId}/{file}',
  'GET /images/products/{productId}/{colourId}/{file}',
  'GET /images/content/{file}',
  'GET /images/icons/{file}',
];
/** Warnings of the recommended rules the document still has, with why in docs/api-openapi.md. */
const KNOWN_WARNINGS = ['info-license'];

let document: OpenApiDocument;
let served: string[];

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    OPENAPI_METHODS.flatMap((method) => (item[method] === undefined ? [] : [{ route: `${method.toUpperCase()} ${path}`, id: item[method].operationId }])),
  );

// As a deployment serves it: the public URL is the server clients are generated for (a localhost one is warned about).
const PUBLIC_URL = 'https://shop.stride.test';

beforeAll(async () => {
  const built = await servedApiDocument({ STRIDE_PUBLIC_URL: PUBLIC_URL });
  document = built.document;
  served = [...new Set(built.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${openApiPath(r.path)}`))];
});

/** Type-checks one generated file with the strict options of the workspace; the messages of its errors. */
function typeErrors(source: string): string[] {
  const fileName = '/generated/stride-api.ts';
  const options: ts.CompilerOptions = {
    strict: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts'],
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, language, ...rest) => (name === fileName ? ts.createSourceFile(name, source, language) : getSourceFile(name, language, ...rest));
  host.fileExists = (name) => name === fileName || fileExists(name);
  host.readFile = (name) => (name === fileName ? source : readFile(name));
  const program = ts.createProgram([fileName], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('the OpenAPI document, as the tools clients use read it', () => {
  it('describes exactly the routes the app serves, each under its own operationId', () => {
    const documented = operations();
    expect(documented.length).toBeGreaterThan(60);
    expect(documented.map((o) => o.route).sort()).toEqual(served.filter((route) => !NOT_IN_THE_DOCUMENT.includes(route)).sort());
    const ids = documented.map((o) => o.id);
    expect(ids.every((id) => typeof id === 'string' && /^[A-Za-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names the public URL as its server and declares every tag it uses, each with a description', () => {
    expect(document.servers).toEqual([{ url: PUBLIC_URL, description: expect.any(String) }]);
    const used = [...new Set(Object.values(document.paths).flatMap((item) => Object.values(item).flatMap((operation) => operation.tags ?? [])))];
    expect(used.length).toBeGreaterThan(5);
    expect((document.tags ?? []).map((tag) => tag.name).sort()).toEqual(used.sort());
    expect((document.tags ?? []).filter((tag) => (tag.description ?? '') === '')).toEqual([]);
  });

  it("passes redocly lint's recommended rules with no error, and only the known warnings", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: '/openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`);
    expect(errors).toEqual([]);
    expect([...new Set(problems.filter((p) => p.severity === 'warn').map((p) => p.ruleId))].sort()).toEqual(KNOWN_WARNINGS);
  });

  it('generates a client with openapi-typescript that compiles, with every operation and the recursive category tree typed', async () => {
    const source = astToString(await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]));
    const ids = operations().map((o) => o.id);
    const generated = ts.createSourceFile('generated.ts', source, ts.ScriptTarget.ES2022);
    const operationsType = generated.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'operations');
    const members = operationsType?.members.map((m) => (m.name !== undefined && ts.isIdentifier(m.name) ? m.name.text : '?')) ?? [];
    expect(members.sort()).toEqual([...ids].sort());
    // Named and recursive schemas resolve to real types: a wrong path through them fails to compile.
    const uses = `
type Cart = operations['getCart']['responses'][200]['content']['application/json'];
export const basketId: Cart['basketId'] = 'b';
type Tree = operations['getCatalog']['responses'][200]['content']['application/json'];
export const grandchild: NonNullable<Tree['categories'][number]['children'][number]['children'][number]>['slug'] = 's';
export const refusal: components['schemas']['ErrorResponse']['errorDetails'][number] = { errorId: 'BSK404', message: 'm' };`;
    expect(typeErrors(source + uses)).toEqual([]);
  });

  it('validates with swagger-parser, which follows every $ref', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });
});
