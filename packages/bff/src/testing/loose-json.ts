/**
 * A JSON answer as the HTTP tests read it: any field at any depth, without a cast at each step.
 * The routes check their answers against the contract schemas; a test asserts the values it needs.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests walk answers of many shapes; their types are the contract schemas, checked by the routes
export type LooseJson = Record<string, any>;
