function segmentsOf(path: string): string[] {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  return withoutQuery.split('/').filter((segment) => segment.length > 0);
}

function matchSegments(pattern: readonly string[], path: readonly string[]): boolean {
  // Dynamic programming over (pattern index, path index) keeps '**' linear instead of exponential.
  let reachable = new Set<number>([0]);
  for (const token of pattern) {
    const next = new Set<number>();
    for (const at of reachable) {
      if (token === '**') {
        for (let end = at; end <= path.length; end++) next.add(end);
      } else if (at < path.length && (token === '*' || token === path[at])) {
        next.add(at + 1);
      }
    }
    reachable = next;
    if (reachable.size === 0) return false;
  }
  return reachable.has(path.length);
}

/**
 * Whether a path matches a route pattern where `*` is exactly one segment and `**` any number (including none).
 * Query and hash are ignored; segments compare exactly.
 * @example matchContentRoutePattern('/en-us/p/**', '/en-us/p/trail-runner-AB12CD34') // true
 */
export function matchContentRoutePattern(pattern: string, path: string): boolean {
  return matchSegments(segmentsOf(pattern), segmentsOf(path));
}

/** An espot section with the route patterns it is inherited on. */
export interface EspotSection {
  readonly name: string;
  readonly routes: readonly string[];
}

/** The names of the espot sections inherited on a path, in their configured order. */
export function inheritedEspotSections(sections: readonly EspotSection[], path: string): string[] {
  return sections.filter((section) => section.routes.some((pattern) => matchContentRoutePattern(pattern, path))).map((section) => section.name);
}
