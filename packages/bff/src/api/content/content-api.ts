import type { ApiSlice } from '../api-slice.js';
import type { PublicReads } from '../public-reads.js';
import { registerArticleRoutes } from './article-routes.js';
import type { ContentDeps } from './content-deps.js';
import { registerCanvasRoutes } from './content-routes.js';
import { registerEditorRoutes } from './editor-routes.js';
import { registerFapiContentRoutes } from './fapi-content-routes.js';

/** The content slice's routes: the canvas calls, the storefront's components and pages, the editors' calls. */
export function contentApi(deps: ContentDeps, reads: PublicReads): ApiSlice {
  return {
    register(app, registry) {
      registerCanvasRoutes(app, registry, deps, reads);
      registerArticleRoutes(app, registry, deps);
      registerFapiContentRoutes(app, registry, deps);
      registerEditorRoutes(app, registry, deps);
    },
  };
}
