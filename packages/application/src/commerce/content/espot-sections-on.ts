import { matchContentRoutePattern, type EspotContent } from '@stride/domain/content';

/**
 * The sections of an espot inherited on a storefront path: those with a route pattern matching it ('*' one
 * segment, '**' any number), in the editor's order, without their route lists.
 * @example espotSectionsOn(espot, '/en-us/c/running-4100')
 */
export function espotSectionsOn(espot: EspotContent, path: string): Omit<EspotContent['sections'][number], 'routes'>[] {
  return espot.sections
    .filter((section) => section.routes.some((pattern) => matchContentRoutePattern(pattern, path)))
    .map(({ routes: _routes, ...section }) => section);
}
