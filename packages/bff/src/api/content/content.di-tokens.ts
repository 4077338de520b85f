import type { ContentRepository } from '@stride/domain/content';
import { token } from '../../di/token.js';
import type { ApiSlice } from '../api-slice.js';
import type { ContentDeps } from './content-deps.js';

/** The content context's ports and its API slice, as contentModule binds them. */
export const CONTENT = {
  Repository: token<ContentRepository>('content.Repository'),
  Deps: token<ContentDeps>('content.Deps'),
  Api: token<ApiSlice>('content.Api'),
} as const;
