import { splitLocalePath } from './locale-path.js';

/** Page types derived from a path (account-and-catalogue section 2). */
export const PAGE_TYPES = ['PDP', 'PLP', 'Cart', 'Account', 'Search', 'SearchHub', 'Home', 'Order Confirmation', 'Checkout', 'Other', 'Error'] as const;

export type PageType = (typeof PAGE_TYPES)[number];

// The spec does not give the search hub's route; Stride serves it at /search-hub.
// A Map, not an object: a path like /valueOf must not find Object.prototype's members.
const FIRST_SEGMENT_TYPES: ReadonlyMap<string, PageType> = new Map<string, PageType>([
  ['p', 'PDP'],
  ['c', 'PLP'],
  ['cart', 'Cart'],
  ['account', 'Account'],
  ['search', 'Search'],
  ['search-hub', 'SearchHub'],
  ['order-confirmation', 'Order Confirmation'],
  ['checkout', 'Checkout'],
]);

// The page description is editor text; "not available" anywhere in it marks the error page.
const NOT_AVAILABLE = /\bnot\s+available\b/i;

/**
 * Page type of a path; Error wins when the page description says the page is not available.
 * @example pageTypeFromPath('/en-us/p/runner-HQ4199AB') // 'PDP'
 */
export function pageTypeFromPath(path: string, pageDescription?: string | null): PageType {
  if (pageDescription && NOT_AVAILABLE.test(pageDescription)) return 'Error';
  const { rest } = splitLocalePath(path);
  if (rest === '/' || rest === '') return 'Home';
  const segments = rest.split('/');
  const first = segments[1] ?? '';
  // /p and /c need something after them to be a product or category page.
  if ((first === 'p' || first === 'c') && (segments[2] ?? '') === '') return 'Other';
  return FIRST_SEGMENT_TYPES.get(first) ?? 'Other';
}
