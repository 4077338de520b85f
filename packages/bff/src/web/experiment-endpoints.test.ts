import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config/config.js';
import { experimentEndpoints, experimentOrigins } from './experiment-endpoints.js';

describe('experiment endpoints from the configuration', () => {
  it("default to the bff's own sandbox routes, which need no connect-src entry", () => {
    const endpoints = experimentEndpoints(parseConfig({})._unsafeUnwrap());
    expect(endpoints).toEqual({
      datafileUrl: '/fapi/experiments/datafiles/stride-demo.json',
      eventsUrl: '/fapi/experiments/v1/events',
      recommendationsBrand: 'stride',
    });
    expect(experimentOrigins(endpoints)).toEqual([]);
  });

  it("point at the vendor's CDN and log endpoint when configured, whose origins the pages may then call", () => {
    const config = parseConfig({
      STRIDE_EXPERIMENTS_SDK_KEY: 'AbC123',
      STRIDE_EXPERIMENTS_DATAFILE_URL: 'https://cdn.optimizely.com/datafiles/{sdkKey}.json',
      STRIDE_EXPERIMENTS_EVENTS_URL: 'https://logx.optimizely.com/v1/events',
    })._unsafeUnwrap();
    const endpoints = experimentEndpoints(config);
    expect(endpoints).toEqual({
      datafileUrl: 'https://cdn.optimizely.com/datafiles/AbC123.json',
      eventsUrl: 'https://logx.optimizely.com/v1/events',
      recommendationsBrand: 'stride',
    });
    expect(experimentOrigins(endpoints)).toEqual(['https://cdn.optimizely.com', 'https://logx.optimizely.com']);
  });

  it('refuses an SDK key that is not 1 to 64 letters, digits, _ or -, and a URL that is not http(s)', () => {
    expect(parseConfig({ STRIDE_EXPERIMENTS_SDK_KEY: '../etc' }).isErr()).toBe(true);
    expect(parseConfig({ STRIDE_EXPERIMENTS_EVENTS_URL: 'ftp://logx.example/v1/events' }).isErr()).toBe(true);
  });
});
