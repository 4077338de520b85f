// A path beginning with two slashes is read by browsers and fetch as another host
// ("//evil.example/x"); a backslash is treated like a slash, so "/\" and "\\" are refused too.
const HOST_RELATIVE = /^[/\\]{2}/;

/**
 * True when a request URL may be used: it must not begin with a double slash.
 * @example isAllowedRequestUrl('//evil.example/cart') // false
 */
export function isAllowedRequestUrl(url: string): boolean {
  return !HOST_RELATIVE.test(url);
}
