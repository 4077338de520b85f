/** How inversify spells a class identifier; a token borrows it only for its type. */
type AbstractNewable<T> = abstract new (...args: never[]) => T;

/**
 * A service identifier that carries the type it resolves to, so `container.get(token)` and
 * `ctx.get(token)` are typed without a type argument and a binding of the wrong shape does not
 * compile. At run time it is a plain `Symbol`; inversify's own `ServiceIdentifier<T>` loses `T` on
 * symbols, which is why the class-shaped half of the type is there.
 */
export type Token<T> = symbol & AbstractNewable<T>;

/**
 * A new token named `description` (the name inversify prints when a binding is missing).
 * @example const CLOCK = token<() => Date>('Clock');
 */
export function token<T>(description: string): Token<T> {
  return Symbol(description) as Token<T>;
}
