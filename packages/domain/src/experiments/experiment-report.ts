import { datafileSchema } from './datafile.schema.js';
import type { ExperimentVariationCount } from './ports/experiment-event-repository.port.js';

/** One line of `stride experiments report`: a variation's visitors and conversions, named by the datafile. */
export interface ExperimentReportLine {
  readonly experimentKey: string;
  readonly variationKey: string;
  readonly visitors: number;
  readonly eventKey: string | null;
  readonly conversions: number;
  /** Conversions per visitor, 0 to 1. */
  readonly conversionRate: number;
}

/**
 * Names the stored counts by the datafile's keys (an id the datafile no longer has keeps its id) and gives one line
 * per variation and tracked event (a variation with no conversion yet has one line with eventKey null), sorted.
 * @example experimentReport(datafile, [{ experimentId: '1501', variationId: '3501', visitors: 4, conversions: { purchase: 1 } }])
 */
export function experimentReport(datafile: unknown, counts: readonly ExperimentVariationCount[]): ExperimentReportLine[] {
  const parsed = datafileSchema.safeParse(datafile);
  const data = parsed.success ? parsed.data : null;
  const rules = data === null ? [] : [...data.experiments, ...data.groups.flatMap((g) => g.experiments), ...data.rollouts.flatMap((r) => r.experiments)];
  const experimentKey = new Map(rules.map((rule) => [rule.id, rule.key]));
  const variationKey = new Map(rules.flatMap((rule) => rule.variations.map((variation) => [variation.id, variation.key] as const)));
  const eventKeys = data?.events.map((event) => event.key) ?? [];
  const lines = counts.flatMap((count): ExperimentReportLine[] => {
    const base = {
      experimentKey: experimentKey.get(count.experimentId) ?? count.experimentId,
      variationKey: variationKey.get(count.variationId) ?? count.variationId,
      visitors: count.visitors,
    };
    const keys = [...new Set([...eventKeys, ...Object.keys(count.conversions)])];
    if (keys.length === 0) return [{ ...base, eventKey: null, conversions: 0, conversionRate: 0 }];
    return keys.map((eventKey) => {
      const conversions = count.conversions[eventKey] ?? 0;
      return { ...base, eventKey, conversions, conversionRate: count.visitors === 0 ? 0 : conversions / count.visitors };
    });
  });
  const order = (line: ExperimentReportLine) => `${line.experimentKey}\u0000${line.variationKey}\u0000${line.eventKey ?? ''}`;
  return lines.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
}
