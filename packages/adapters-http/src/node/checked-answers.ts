import { apiRoutes, type RouteName } from '@stride/application/api-routes';
import type { AnswerReading } from '../browser/stride-api-client.js';

/**
 * Checks each answer against its route's schema in the table: the CLI and Node callers pass it to
 * `createStrideApiClient` (the browser does not, so the schemas stay out of its bundle).
 */
export function checkedAnswers(name: RouteName, value: unknown): AnswerReading {
  return apiRoutes[name].answer.safeParse(value);
}
