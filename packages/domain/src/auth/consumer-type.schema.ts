import { z } from 'zod';
import { CONSUMER_TYPES } from './consumer-type.js';

/** A consumerType of the token answer and the auth session. */
export const consumerTypeSchema = z.enum(CONSUMER_TYPES);
