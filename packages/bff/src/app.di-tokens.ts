/** Tokens of the bff's inversify container: one per thing the composition root wires. */
export const TOKENS = {
  Config: Symbol('Config'),
  Logger: Symbol('Logger'),
  SqlClient: Symbol('SqlClient'),
  Storage: Symbol('Storage'),
  Lifecycle: Symbol('Lifecycle'),
  ReadinessProbe: Symbol('ReadinessProbe'),
  ClientBuild: Symbol('ClientBuild'),
  PageRenderer: Symbol('PageRenderer'),
  Api: Symbol('Api'),
  App: Symbol('App'),
} as const;
