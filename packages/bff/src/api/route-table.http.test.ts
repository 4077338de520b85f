import { allRouteAddresses, apiRoutes } from '@stride/application/api-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type StartedServer } from '../testing/started-server.js';
import { openApiPath } from './openapi-registry.js';
import { OPENAPI_METHODS, type OpenApiDocument } from './reference/openapi-document.js';

let started: StartedServer;
let document: OpenApiDocument;

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
  document = (await (await fetch(`${started.server.url}/openapi.json`)).json()) as OpenApiDocument;
});
afterAll(() => started?.server.close());

/** Every operation the running bff documents, as `operationId method path`. */
function servedOperations(): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    OPENAPI_METHODS.flatMap((method) => {
      const operation = item[method] as { operationId?: string } | undefined;
      return operation === undefined ? [] : [`${operation.operationId ?? '(none)'} ${method} ${path}`];
    }),
  );
}

describe('the route table (application/api-contract/routes) is what the bff serves', () => {
  it('registers every route of the table once, at its address, and no route outside it', () => {
    const declared = Object.entries(allRouteAddresses).map(([name, address]) => `${name} ${address.method} ${openApiPath(address.path)}`);
    expect(declared.length).toBeGreaterThan(60);
    expect(servedOperations().sort()).toEqual(declared.sort());
  });

  it('names each definition after its key and gives it the address the table holds', () => {
    for (const [name, definition] of Object.entries(apiRoutes)) {
      expect(definition.operationId).toBe(name);
      expect({ method: definition.method, path: definition.path }).toEqual(allRouteAddresses[name as keyof typeof allRouteAddresses]);
    }
  });

  it('answers a route by the address in the table (GET catalog)', async () => {
    const res = await fetch(`${started.server.url}${apiRoutes.getCatalog.path}?locale=en-US`);
    expect(res.status).toBe(200);
  });
});
