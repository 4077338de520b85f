import type { ExperimentEventBatch } from '@stride/domain/experiments';
import type { FetchLike } from './stride-api-client.js';

export interface ExperimentsVendorClientOptions {
  readonly fetch: FetchLike;
  /** The datafile's URL: the vendor's CDN (`https://cdn.optimizely.com/datafiles/{sdkKey}.json`) or the bff's copy. */
  readonly datafileUrl: string;
  /** The event API's URL: the vendor's log endpoint (`https://logx.optimizely.com/v1/events`) or the bff's sandbox. */
  readonly eventsUrl: string;
}

/** The experiment vendor as the storefront's client sees it: a datafile to read, a log endpoint to send batches to. */
export interface ExperimentsVendorClient {
  /** The datafile JSON; rejects on a network failure or a non-2xx answer. */
  fetchDatafile(): Promise<unknown>;
  /** Sends one event batch (kept alive past a page unload); rejects on a network failure or a non-2xx answer. */
  sendEvents(batch: ExperimentEventBatch): Promise<void>;
}

/**
 * The outbound client of the experimentation vendor, over two configured URLs, so the sandbox in the bff and the
 * real vendor are swapped by configuration alone (same datafile shape in, same event batch out).
 * @example createExperimentsVendorClient({ fetch, datafileUrl: '/fapi/experiments/datafiles/stride-demo.json', eventsUrl: '/fapi/experiments/v1/events' })
 */
export function createExperimentsVendorClient(options: ExperimentsVendorClientOptions): ExperimentsVendorClient {
  return {
    async fetchDatafile() {
      const response = await options.fetch(options.datafileUrl, { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`the datafile answered ${response.status}`);
      return (await response.json()) as unknown;
    },
    async sendEvents(batch) {
      const response = await options.fetch(options.eventsUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(batch),
        keepalive: true,
      });
      if (!response.ok) throw new Error(`the event endpoint answered ${response.status}`);
    },
  };
}
