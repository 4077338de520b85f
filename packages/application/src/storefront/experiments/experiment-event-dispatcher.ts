import {
  experimentEventBatch,
  resolveExperimentClientOptions,
  type ExperimentEventBatch,
  type ExperimentEventContext,
  type ExperimentEventVisitor,
} from '@stride/domain/experiments';

/** The timer functions the dispatcher needs: the browser's, or a test's fake clock. */
export interface DispatcherTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ExperimentEventDispatcherDeps {
  /** Sends one batch to the event endpoint; a failure is reported to `onError` and the batch dropped. */
  readonly send: (batch: ExperimentEventBatch) => Promise<void>;
  readonly timers: DispatcherTimers;
  readonly clientVersion: string;
  /** Told about a dropped event or a failed send (experiment library errors are only logged). */
  readonly onError?: (message: string) => void;
  /** Raw options: invalid batch size or flush interval fall back to 10 and 1000 ms (spec content section 5). */
  readonly options?: { readonly eventBatchSize?: unknown; readonly eventFlushIntervalMs?: unknown; readonly eventMaxQueueSize?: unknown };
}

export interface ExperimentEventDispatcher {
  /** Queues one visitor's event; a full batch is sent at once, otherwise within the flush interval. */
  enqueue(context: ExperimentEventContext, visitor: ExperimentEventVisitor): void;
  /** Sends everything queued now (the page is being hidden); resolves when the sends have settled. */
  flush(): Promise<void>;
  /** Events waiting to be sent. */
  readonly queued: number;
}

type Queued = { readonly context: ExperimentEventContext; readonly visitor: ExperimentEventVisitor };

const sameContext = (a: ExperimentEventContext, b: ExperimentEventContext) =>
  a.account_id === b.account_id && a.project_id === b.project_id && a.revision === b.revision && a.anonymize_ip === b.anonymize_ip;

/**
 * The event dispatcher of the experiment client: batches of `eventBatchSize` (10) events, or what is queued after
 * `eventFlushIntervalMs` (1000 ms), at most `eventMaxQueueSize` (10000) waiting (newer events are dropped past it).
 * Events of another datafile revision start a new batch, since a batch names one revision.
 * @example const dispatcher = createExperimentEventDispatcher({ send, timers: window, clientVersion: '1.0.0' });
 */
export function createExperimentEventDispatcher(deps: ExperimentEventDispatcherDeps): ExperimentEventDispatcher {
  const options = resolveExperimentClientOptions(deps.options ?? {});
  let queue: Queued[] = [];
  let timer: unknown = undefined;
  const inFlight = new Set<Promise<void>>();

  const sendBatch = (items: readonly Queued[]) => {
    const first = items[0];
    if (first === undefined) return;
    const batch = experimentEventBatch(
      first.context,
      items.map((item) => item.visitor),
      deps.clientVersion,
    );
    const sending = deps
      .send(batch)
      .catch((error: unknown) => deps.onError?.(`experiment events not sent: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => inFlight.delete(sending));
    inFlight.add(sending);
  };

  // Takes batches off the queue: only full ones, or everything when `all`.
  const drain = (all: boolean) => {
    while (queue.length > 0 && (all || queue.length >= options.eventBatchSize)) {
      const head = queue[0] as Queued;
      let size = 0;
      while (size < queue.length && size < options.eventBatchSize && sameContext((queue[size] as Queued).context, head.context)) size += 1;
      if (!all && size < options.eventBatchSize && size === queue.length) break;
      sendBatch(queue.slice(0, size));
      queue = queue.slice(size);
    }
  };

  const stopTimer = () => {
    if (timer !== undefined) deps.timers.clearTimeout(timer);
    timer = undefined;
  };

  const flushNow = () => {
    stopTimer();
    drain(true);
  };

  return {
    enqueue(context, visitor) {
      if (queue.length >= options.eventMaxQueueSize) {
        deps.onError?.(`experiment event dropped: ${options.eventMaxQueueSize} events already waiting`);
        return;
      }
      const last = queue.at(-1);
      // A new revision closes the batch being filled.
      if (last !== undefined && !sameContext(last.context, context)) flushNow();
      queue.push({ context, visitor });
      if (queue.length >= options.eventBatchSize) {
        drain(false);
        if (queue.length === 0) stopTimer();
      }
      if (queue.length > 0 && timer === undefined) timer = deps.timers.setTimeout(flushNow, options.eventFlushIntervalMs);
    },
    async flush() {
      flushNow();
      await Promise.all([...inFlight]);
    },
    get queued() {
      return queue.length;
    },
  };
}
