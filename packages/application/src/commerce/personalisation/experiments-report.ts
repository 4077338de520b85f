import { experimentReport, type ExperimentReportLine } from '@stride/domain/experiments';
import type { PersonalisationDeps } from './personalisation-deps.js';

/** Visitors and conversions per variation, named by the SDK key's datafile (`stride experiments report`). */
export async function readExperimentsReport(
  deps: Pick<PersonalisationDeps, 'datafiles' | 'experimentEvents' | 'sdkKey'>,
  sdkKey = deps.sdkKey,
): Promise<ExperimentReportLine[]> {
  const stored = await deps.datafiles.find(sdkKey);
  return experimentReport(stored?.datafile, await deps.experimentEvents.countsByVariation());
}
