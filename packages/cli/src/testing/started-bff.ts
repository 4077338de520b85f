import { startServer } from '@stride/bff';

/** Settings for a throwaway in-memory storefront with the demo data, for in-process tests. */
export const TEST_BFF_ENV = {
  PORT: '0',
  HOST: '127.0.0.1',
  STRIDE_DB_IN_MEMORY: 'true',
  STRIDE_DEMO_DATA: 'true',
  LOG_LEVEL: 'silent',
} as const;

/** Starts the bff on a free port; call close() in afterAll. */
export function startTestBff(): ReturnType<typeof startServer> {
  return startServer({ ...TEST_BFF_ENV }, { handleSignals: false });
}

export const DEMO_AGENT = { username: 'employee@stride.example', password: 'Stride-demo-1' } as const;
