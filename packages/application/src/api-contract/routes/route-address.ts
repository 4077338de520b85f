/** A route's HTTP method and Hono-style path (`:param` segments). */
export interface RouteAddress {
  readonly method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  readonly path: string;
}
