import { templateDatabase } from '../testing/template-database.js';

/**
 * Makes the demo database template (a PGlite snapshot kept under node_modules/.cache) before any worker starts, so
 * the two workers' first stores copy it instead of both running the migrations and the demo seed at once: on a
 * fresh clone under load that cold start took over two minutes. A template already made for this code is read, not
 * made again.
 */
export default async function globalSetup(): Promise<void> {
  await templateDatabase('demo');
}
