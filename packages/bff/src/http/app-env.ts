/** The Hono environment of the bff: what middleware puts on the context for later handlers. */
export interface AppEnv {
  Variables: {
    correlationId: string;
  };
}
