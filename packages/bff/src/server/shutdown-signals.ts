import type { Logger } from '../logging/logger.port.js';

const signals = ['SIGTERM', 'SIGINT'] as const;

/**
 * On SIGTERM or SIGINT, runs `shutdown` once and exits 0 (1 if shutdown failed).
 * Returns a function that removes the handlers again, for servers closed by their owner.
 */
export function exitOnSignals(shutdown: () => Promise<void>, logger: Logger): () => void {
  const onSignal = (signal: NodeJS.Signals) => {
    remove();
    logger.info('shutting down', { signal });
    shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('shutdown failed', { error });
        process.exit(1);
      },
    );
  };
  const remove = () => {
    for (const signal of signals) process.off(signal, onSignal);
  };
  for (const signal of signals) process.on(signal, onSignal);
  return remove;
}
