/** Escapes text for HTML. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The sandbox provider's 3-D Secure challenge page: "Complete authentication" or "Fail". */
export function challengePageHtml(input: { challengeId: string; amount: string; last4: string; pending: boolean }): string {
  const action = `/psp/v1/challenge/${encodeURIComponent(input.challengeId)}`;
  const body = input.pending
    ? `<p>Confirm a payment of <strong>${escapeHtml(input.amount)}</strong> with the card ending in <strong>${escapeHtml(input.last4)}</strong>.</p>
<form method="post" action="${action}"><button type="submit" name="result" value="passed">Complete authentication</button>
<button type="submit" name="result" value="failed">Fail</button></form>`
    : '<p>This challenge has already been answered.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>3-D Secure test challenge</title></head><body><main><h1>3-D Secure test challenge</h1>
<p>Stride sandbox payment provider. No real payment is made.</p>${body}</main></body></html>`;
}

/** The page shown after answering: the result token the storefront sends with PATCH /cart/v2/checkout/order. */
export function challengeResultHtml(threeDS2Result: string, passed: boolean): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>3-D Secure result</title></head><body><main>
<h1>${passed ? 'Authentication complete' : 'Authentication failed'}</h1>
<p>threeDS2Result: <code id="threeDS2Result">${escapeHtml(threeDS2Result)}</code></p></main></body></html>`;
}
