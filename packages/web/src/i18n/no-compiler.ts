/**
 * Stands in for `@lingui/message-utils/compileMessage` in the browser build (vite.config.ts): the
 * server compiles every catalogue and the page state carries it, so a message that reaches the
 * browser uncompiled is a bug, not something to parse there.
 */
export function compileMessage(message: string): never {
  throw new Error(`Stride: message not compiled on the server: ${message}`);
}
