/** For the delivery and lists HTTP tests: one call with a Bearer token, answering status and body. */
export async function call(baseUrl: string, method: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const res = await fetch(new URL(path, baseUrl), {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

/** The first errorId of an error answer. */
export function errorIdOf(body: unknown): string | undefined {
  return (body as { errorDetails?: { errorId: string }[] }).errorDetails?.[0]?.errorId;
}

/** The first message of an error answer. */
export function errorMessageOf(body: unknown): string | undefined {
  return (body as { errorDetails?: { message: string }[] }).errorDetails?.[0]?.message;
}

/** A valid US shipping address. */
export const US_ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '512 Broadway',
  city: 'New York',
  province: 'NY',
  postalCode: '10012',
  countryCode: 'US',
  email: 'ada@example.com',
  phone: '2125550123',
};
