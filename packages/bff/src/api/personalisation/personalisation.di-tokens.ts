import type { PersonalisationDeps } from '@stride/application/commerce';
import { token } from '../../di/token.js';
import type { ApiSlice } from '../api-slice.js';

/** Experiments, analytics, recommendations and event sign-up: their ports gathered, and their API slice. */
export const PERSONALISATION = {
  Deps: token<PersonalisationDeps>('personalisation.Deps'),
  Api: token<ApiSlice>('personalisation.Api'),
} as const;
