import { createStrideApiClient, type FetchLike } from '@stride/adapters-http/browser';
import { describe, expect, it } from 'vitest';
import { enrollmentApi } from './enrollment-api.js';

interface Sent {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: unknown;
}

function recorder(): { fetch: FetchLike; sent: Sent[] } {
  const sent: Sent[] = [];
  const fetch: FetchLike = async (input, init) => {
    sent.push({ url: input, headers: init?.headers as Record<string, string>, body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) });
    return new Response(JSON.stringify({ consumerNo: 'C1', email: 'a@b.co', consumerType: 'REGISTERED' }), { status: 201 });
  };
  return { fetch, sent };
}

const body = { firstName: 'Ada', lastName: 'Runner', email: 'ada@stride.example', password: 'Stride-demo-1' };
const base = { baseUrl: 'https://stride.example', locale: 'en-US', newCorrelationId: () => 'c' };

describe("the enrollment page's client", () => {
  it('sends the link’s source with the sign-up, and the lead source as the source header', async () => {
    const page = recorder();
    const shared = recorder();
    const api = enrollmentApi(createStrideApiClient({ ...base, fetch: shared.fetch }), {
      source: { acquisitionType: 'Registered', store: 'S001', campaignName: 'spring' },
      leadSource: 'email.spring',
      locale: 'en-US',
      origin: 'https://stride.example',
      fetch: page.fetch,
    });
    const answer = await api.call('signUp', { body });
    expect(answer.isOk() ? 'ok' : answer.error).toBe('ok');
    expect(shared.sent).toEqual([]);
    expect(page.sent).toHaveLength(1);
    expect(page.sent[0]?.url).toBe('https://stride.example/consumers-v3/auth/signup?locale=en-US');
    expect(page.sent[0]?.headers.source).toBe('email.spring');
    expect(page.sent[0]?.body).toEqual({ ...body, source: { acquisitionType: 'Registered', store: 'S001', campaignName: 'spring' } });
  });

  it('without a lead source sends the sign-up through the shared client, with no source header; other calls are untouched', async () => {
    const shared = recorder();
    const api = enrollmentApi(createStrideApiClient({ ...base, fetch: shared.fetch }), {
      source: { acquisitionType: 'Registered' },
      locale: 'en-US',
      origin: 'https://stride.example',
    });
    await api.call('signUp', { body });
    await api.call('getConsumerProfile', { query: { includeLoyaltySummary: 'true' } });
    expect(shared.sent.map((sent) => [new URL(sent.url).pathname, sent.headers.source, (sent.body as { source?: unknown } | undefined)?.source])).toEqual([
      ['/consumers-v3/auth/signup', undefined, { acquisitionType: 'Registered' }],
      ['/consumers-v3/consumer', undefined, undefined],
    ]);
  });
});
