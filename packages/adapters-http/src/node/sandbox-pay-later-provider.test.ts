import { describe, expect, it } from 'vitest';
import { createSandboxPayLaterProvider } from './sandbox-pay-later-provider.js';

const provider = createSandboxPayLaterProvider();
const request = { amountMinor: 12_000, currency: 'USD', shopperEmail: 'ada@example.com', reference: 'ST0000000001' };

describe('the sandbox pay-later provider', () => {
  it('finances an order up to 1,000 in its currency, and refuses one above it with PAY400', async () => {
    expect(await provider.authorise({ ...request, amountMinor: 100_000 })).toMatchObject({ status: 'AUTHORISED' });
    expect(await provider.authorise({ ...request, amountMinor: 100_001 })).toMatchObject({ status: 'REFUSED', code: 'PAY400' });
    // JPY has no minor unit: 1,000 yen is 1000.
    expect(await provider.authorise({ ...request, currency: 'JPY', amountMinor: 1001 })).toMatchObject({ status: 'REFUSED' });
  });

  it('refuses an e-mail tagged +denied, in any case', async () => {
    expect(await provider.authorise({ ...request, shopperEmail: 'Ada+Denied@example.com' })).toMatchObject({ status: 'REFUSED', code: 'PAY400' });
    expect(await provider.authorise({ ...request, shopperEmail: 'ada@denied.example' })).toMatchObject({ status: 'AUTHORISED' });
  });

  it('answers the same decision and reference for the same merchant reference, another for another', async () => {
    const first = await provider.authorise(request);
    expect(await provider.authorise(request)).toEqual(first);
    expect((await provider.authorise({ ...request, reference: 'ST0000000002' })).pspReference).not.toBe(first.pspReference);
    expect(first.pspReference).toMatch(/^plt_[0-9a-f]{32}$/);
  });
});
