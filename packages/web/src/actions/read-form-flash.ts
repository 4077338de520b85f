import { z } from 'zod';
import { cookieFrom, FLASH_COOKIE } from './form-cookies.js';
import type { FormFlash } from './form-flash.js';

const text = z.string().max(500);
const fieldName = z.string().regex(/^[A-Za-z0-9]{1,32}$/);

// The cookie comes back from the browser: read with the same bounds the actions write within, anything else ignored.
const flashSchema = z.object({
  path: z.string().min(1).max(300),
  message: text.optional(),
  tone: z.enum(['error', 'success']).optional(),
  itemId: z.string().max(64).optional(),
  form: z.enum(['shipping', 'billing']).optional(),
  fields: z.record(fieldName, z.string().max(200)).optional(),
  fieldErrors: z.record(fieldName, z.string().max(200)).optional(),
  sameAsShipping: z.boolean().optional(),
  cardError: text.optional(),
  missing: z.boolean().optional(),
});

/** The cookie value of a flash: its JSON (the cookie header percent-encodes it). */
export function flashCookieValue(flash: FormFlash): string {
  return JSON.stringify(flash);
}

/**
 * The flash a form post left for the page at `path`, or null (none, another page's, or unreadable).
 * @example readFormFlash('stride_flash=%7B%22path%22%3A%22%2Fcart%22%2C%22message%22%3A%22Removed%22%7D', '/cart')?.message // 'Removed'
 */
export function readFormFlash(cookie: string | null, path: string): FormFlash | null {
  const raw = cookieFrom(cookie, FLASH_COOKIE);
  if (raw === undefined || raw.length > 4096) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const read = flashSchema.safeParse(parsed);
  if (!read.success || read.data.path !== path) return null;
  // zod leaves absent members undefined; the page state keeps only what is there.
  return Object.fromEntries(Object.entries(read.data).filter(([, value]) => value !== undefined)) as unknown as FormFlash;
}
