import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type StartedServer } from '../../testing/started-server.js';
import { agentLogin, guestToken, signIn } from '../../testing/tokens.js';

// The in-store session's employee picker over HTTP: a store's associates, for agents only.

let started: StartedServer;
let url: string;

beforeAll(async () => {
  started = await startTestServer({ STRIDE_DEMO_DATA: 'true' });
  url = started.server.url;
}, 120_000);
afterAll(async () => started?.server.close());

async function employees(storeId: string, token?: string) {
  const res = await fetch(new URL(`/consumers-v3/utilities/stores/${storeId}/employees?locale=en-US`, url), {
    headers: { accept: 'application/json', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
  });
  const body = (await res.json()) as { storeId?: string; employees?: unknown[]; errorDetails?: { errorId: string; message: string }[] };
  return { status: res.status, cacheControl: res.headers.get('cache-control'), body, error: body.errorDetails?.[0] };
}

describe('GET /consumers-v3/utilities/stores/{storeId}/employees', () => {
  it("lists the store's associates to an agent, named as the in-store session keeps them, never cached", async () => {
    const agent = await agentLogin(url, DemoEmail.associate, DEMO_PASSWORD);
    const answer = await employees('US101', agent.accessToken);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ storeId: 'US101', employees: [{ storeEmployeeId: 'E10427', storeEmployeeName: 'Taylor Brooks' }] });
    expect(answer.cacheControl).toContain('no-store');
    // A store with no associates answers an empty list; the employee discount agent may ask too.
    const employee = await agentLogin(url, DemoEmail.employee, DEMO_PASSWORD);
    expect((await employees('CA201', employee.accessToken)).body).toEqual({ storeId: 'CA201', employees: [] });
  });

  it('answers STR404 for a store that does not exist and ATTR300 for a malformed id', async () => {
    const agent = await agentLogin(url, DemoEmail.associate, DEMO_PASSWORD);
    const missing = await employees('XX999', agent.accessToken);
    expect(missing.status).toBe(404);
    expect(missing.error).toEqual({ errorId: 'STR404', message: 'The employee store could not be found.' });
    const malformed = await employees('us-101', agent.accessToken);
    expect(malformed.status).toBe(400);
    expect(malformed.error?.errorId).toBe('ATTR300');
  });

  it('refuses shoppers (403) and callers without a token (401) with AUT432, naming nobody', async () => {
    const shopper = await signIn(url, DemoEmail.shopper, DEMO_PASSWORD);
    const refused = await employees('US101', shopper.accessToken);
    expect(refused.status).toBe(403);
    expect(refused.error?.errorId).toBe('AUT432');
    expect(JSON.stringify(refused.body)).not.toContain('Taylor');
    const guest = await guestToken(url);
    expect((await employees('US101', guest.accessToken)).status).toBe(403);
    const anonymous = await employees('US101');
    expect(anonymous.status).toBe(401);
    expect(anonymous.error?.errorId).toBe('AUT432');
  });
});
