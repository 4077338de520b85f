import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './fixture-workspace.js';

const execFileAsync = promisify(execFile);

export interface Violation {
  readonly rule: string;
  readonly from: string;
  readonly to: string;
}

interface CruiseJson {
  summary: { violations: { rule: { name: string }; from: string; to: string }[] };
}

const depcruiseBin = join(repoRoot, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
const rulesFile = join(repoRoot, '.dependency-cruiser.cjs');

/**
 * Runs the same command as `npm run check:arch` (the depcruise CLI with the real rules file)
 * over `packages` in `cwd`, and returns the violations it reports.
 */
export async function runDependencyCheck(cwd: string): Promise<Violation[]> {
  const args = [depcruiseBin, 'packages', '--config', rulesFile, '--output-type', 'json'];
  // depcruise exits non-zero when it finds violations; the JSON on stdout is what we judge.
  const { stdout } = await execFileAsync(process.execPath, args, { cwd, maxBuffer: 64 * 1024 * 1024 }).catch((error: { stdout?: string; stderr?: string }) => {
    if (error.stdout) return { stdout: error.stdout };
    throw new Error(`dependency-cruiser failed: ${error.stderr ?? String(error)}`);
  });
  const result = JSON.parse(stdout) as CruiseJson;
  return result.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
}

/** The names of the rules broken by imports in one source file, sorted and without repeats. */
export function rulesBrokenBy(violations: readonly Violation[], from: string): string[] {
  return [...new Set(violations.filter((v) => v.from === from).map((v) => v.rule))].sort();
}
