import type { SupportDeps } from '@stride/application/commerce';
import { token } from '../../di/token.js';
import type { ApiSlice } from '../api-slice.js';

/** Customer care's use case dependencies and its API slice, as supportModule binds them. */
export const SUPPORT = {
  Deps: token<SupportDeps>('support.Deps'),
  Api: token<ApiSlice>('support.Api'),
} as const;
