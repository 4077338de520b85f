import { routePath } from '@stride/adapters-http/browser';
import { serverRouteAddresses } from '@stride/application/api-routes';
import type { Config } from '../config/config.js';
import type { ExperimentEndpoints } from './page-renderer.js';

/**
 * Where the browser's experiment client reads the datafile and sends its events: the vendor's CDN and log endpoint
 * when configured (`{sdkKey}` in the datafile URL stands for the key), else the bff's own sandbox routes; and the
 * brand the recommendation engine answers for, which the recommendation blocks name in their decide calls.
 * @example experimentEndpoints(config).datafileUrl // '/fapi/experiments/datafiles/stride-demo.json'
 */
export function experimentEndpoints(
  config: Pick<Config, 'STRIDE_EXPERIMENTS_SDK_KEY' | 'STRIDE_EXPERIMENTS_DATAFILE_URL' | 'STRIDE_EXPERIMENTS_EVENTS_URL'> &
    Partial<Pick<Config, 'STRIDE_RECOMMENDATIONS_BRAND'>>,
): ExperimentEndpoints {
  const sdkKey = config.STRIDE_EXPERIMENTS_SDK_KEY;
  return {
    datafileUrl:
      config.STRIDE_EXPERIMENTS_DATAFILE_URL?.replaceAll('{sdkKey}', encodeURIComponent(sdkKey)) ??
      routePath(serverRouteAddresses.getSdkDatafile.path, { file: `${sdkKey}.json` }) ??
      serverRouteAddresses.getDatafile.path,
    eventsUrl: config.STRIDE_EXPERIMENTS_EVENTS_URL ?? serverRouteAddresses.logExperimentEvents.path,
    ...(config.STRIDE_RECOMMENDATIONS_BRAND !== undefined ? { recommendationsBrand: config.STRIDE_RECOMMENDATIONS_BRAND } : {}),
  };
}

/**
 * The social gallery vendor's origin, for the pages' script-src; none when the sandbox widget is used.
 * @example socialGalleryOrigins('https://cdn.vendor.example/w/{containerId}.js') // ['https://cdn.vendor.example']
 */
export function socialGalleryOrigins(scriptUrlTemplate: string | undefined): string[] {
  return scriptUrlTemplate === undefined ? [] : [new URL(scriptUrlTemplate).origin];
}

/**
 * The other origins the endpoints name (absolute URLs of the vendor), for the pages' connect-src; none for the bff's own.
 * @example experimentOrigins({ datafileUrl: 'https://cdn.optimizely.com/datafiles/k.json', eventsUrl: '/fapi/experiments/v1/events' }) // ['https://cdn.optimizely.com']
 */
export function experimentOrigins(endpoints: ExperimentEndpoints): string[] {
  const origins = [endpoints.datafileUrl, endpoints.eventsUrl].flatMap((url) => (/^https?:\/\//.test(url) ? [new URL(url).origin] : []));
  return [...new Set(origins)];
}
