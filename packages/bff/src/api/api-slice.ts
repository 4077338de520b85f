import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import type { OpenApiRegistry } from './openapi-registry.js';

/** One context's routes, as the container hands them to the API module: it registers them on the app. */
export interface ApiSlice {
  register(app: Hono<AppEnv>, registry: OpenApiRegistry): void;
}
