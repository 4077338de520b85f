// A small closed-loop load generator over undici: a fixed number of connections, each sending its
// next request as soon as the previous answer is read, for a fixed time after a warm-up.
import { Pool } from 'undici';

/**
 * Drives `origin` with `connections` concurrent loops. `nextRequest()` returns the next request
 * ({ method, path, headers?, body? }) or undefined when the supply is used up (a bounded run).
 * `serverCpuMs()`, when given, reads the server's CPU time, so the measured phase also reports the
 * server's CPU per request: a figure that throughput on a shared, noisy machine cannot give.
 * @returns {Promise<{ requests: number, errors: number, statuses: Record<string, number>, seconds: number, latenciesMs: number[], serverCpuMs?: number }>}
 */
export async function measure({ origin, connections, durationMs, warmupMs, nextRequest, serverCpuMs }) {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(origin)) throw new Error(`loopback only: ${origin}`);
  const pool = new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 30_000 });
  try {
    await phase(pool, connections, warmupMs, nextRequest, undefined);
    const result = { requests: 0, errors: 0, statuses: {}, latenciesMs: [] };
    const started = performance.now();
    const cpuAtStart = serverCpuMs?.();
    await phase(pool, connections, durationMs, nextRequest, result);
    const cpu = cpuAtStart === undefined ? {} : { serverCpuMs: serverCpuMs() - cpuAtStart };
    return { ...result, ...cpu, seconds: (performance.now() - started) / 1000 };
  } finally {
    await pool.close();
  }
}

async function phase(pool, connections, durationMs, nextRequest, result) {
  const deadline = performance.now() + durationMs;
  const loop = async () => {
    for (let request = nextRequest(); request !== undefined && performance.now() < deadline; request = nextRequest()) {
      const started = performance.now();
      let status = 0;
      try {
        const answer = await pool.request({ method: request.method, path: request.path, headers: request.headers, body: request.body });
        status = answer.statusCode;
        await answer.body.arrayBuffer();
      } catch {
        status = 0; // a refused or reset connection counts as an error, never stops the run
      }
      if (result === undefined) continue;
      result.latenciesMs.push(performance.now() - started);
      result.requests += 1;
      result.statuses[status] = (result.statuses[status] ?? 0) + 1;
      if (status === 0 || status >= 400) result.errors += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
}

/** The p-th percentile (0 to 100) of a list of numbers, nearest rank. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = Float64Array.from(values).sort();
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}
