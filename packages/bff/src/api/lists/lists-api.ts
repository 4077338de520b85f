import type { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import type { ApiDeps } from '../api-deps.js';
import type { OpenApiRegistry } from '../openapi-registry.js';

/** Registers the lists slice's routes (issue 3). */
export function registerListsApi(_app: Hono<AppEnv>, _registry: OpenApiRegistry, _deps: ApiDeps): void {}
