import type { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import type { ApiDeps } from '../api-deps.js';
import type { OpenApiRegistry } from '../openapi-registry.js';

/** Registers the delivery slice's routes (issue 3). */
export function registerDeliveryApi(_app: Hono<AppEnv>, _registry: OpenApiRegistry, _deps: ApiDeps): void {}
