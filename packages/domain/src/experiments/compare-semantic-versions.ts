const PRE_RELEASE = '-';
const BUILD = '+';

function isDigits(part: string | undefined): boolean {
  return part !== undefined && /^\d+$/.test(part);
}

function isPreRelease(version: string): boolean {
  const pre = version.indexOf(PRE_RELEASE);
  const build = version.indexOf(BUILD);
  return pre >= 0 && (build < 0 || pre < build);
}

function isBuild(version: string): boolean {
  const pre = version.indexOf(PRE_RELEASE);
  const build = version.indexOf(BUILD);
  return build >= 0 && (pre < 0 || build < pre);
}

function splitVersion(version: string): string[] | null {
  if (/\s/.test(version)) return null;
  const delimiter = isPreRelease(version) ? PRE_RELEASE : isBuild(version) ? BUILD : null;
  const at = delimiter === null ? -1 : version.indexOf(delimiter);
  const prefix = at < 0 ? version : version.slice(0, at);
  const suffix = at < 0 ? '' : version.slice(at + 1);
  const parts = prefix.split('.');
  if (parts.length > 3 || !parts.every(isDigits)) return null;
  return suffix === '' ? parts : [...parts, suffix];
}

function compareTextPart(user: string, target: string, userVersion: string, targetVersion: string): number {
  if (user < target) return isPreRelease(targetVersion) && !isPreRelease(userVersion) ? 1 : -1;
  if (user > target) return !isPreRelease(targetVersion) && isPreRelease(userVersion) ? -1 : 1;
  return 0;
}

/**
 * Compares a user's version with a condition's the way the Optimizely SDK does (1 user newer, -1 older, 0 equal,
 * null when either is malformed). Only the parts the condition gives are compared, so "2" equals "2.4.1".
 * @example compareSemanticVersions('1.2.0', '1.10.0') // 1
 */
export function compareSemanticVersions(targetVersion: string, userVersion: string): number | null {
  const user = splitVersion(userVersion);
  const target = splitVersion(targetVersion);
  if (user === null || target === null) return null;
  for (let index = 0; index < target.length; index++) {
    const userPart = user[index];
    const targetPart = target[index] ?? '';
    if (userPart === undefined) return isPreRelease(targetVersion) || isBuild(targetVersion) ? 1 : -1;
    const order = isDigits(userPart)
      ? Math.sign(Number.parseInt(userPart, 10) - Number.parseInt(targetPart, 10))
      : compareTextPart(userPart, targetPart, userVersion, targetVersion);
    // A non-numeric target part against a numeric user part gives NaN: the SDK treats that as "no difference".
    if (order !== 0 && !Number.isNaN(order)) return order;
  }
  return isPreRelease(userVersion) && !isPreRelease(targetVersion) ? -1 : 0;
}
