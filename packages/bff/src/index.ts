export { createApp, type AppDeps } from './app.js';
export { startServer, type RunningServer, type StartServerOptions } from './server.js';
export { parseConfig, ConfigError, configSchema, type Config } from './config/config.js';
export type { Logger, LogFields } from './logging/logger.port.js';
export { createJsonLogger, createStdoutJsonLogger } from './logging/json-logger.js';
export { MemoryLogger, type LogEntry } from './logging/memory-logger.js';
export type { StorageModule } from './storage/storage-module.js';
