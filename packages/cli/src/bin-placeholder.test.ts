import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const script = fileURLToPath(new URL('../scripts/ensure-bin-placeholder.cjs', import.meta.url));

describe('the install-time bin placeholder (prepare script)', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'stride-cli-'));
    mkdirSync(join(dir, 'scripts'));
    copyFileSync(script, join(dir, 'scripts', 'ensure-bin-placeholder.cjs'));
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates an executable dist/bin.js that says to build and exits 1', async () => {
    await run(process.execPath, [join(dir, 'scripts', 'ensure-bin-placeholder.cjs')]);
    const bin = join(dir, 'dist', 'bin.js');
    expect(statSync(bin).mode & 0o111).toBe(0o111);
    const result = await run(bin, []).catch((error: { code: number; stderr: string }) => error);
    expect(result).toMatchObject({ code: 1, stderr: 'stride is not built yet. Run: npm run build\n' });
  });

  it('leaves a built dist/bin.js alone', async () => {
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'bin.js'), 'built');
    await run(process.execPath, [join(dir, 'scripts', 'ensure-bin-placeholder.cjs')]);
    expect(readFileSync(join(dir, 'dist', 'bin.js'), 'utf8')).toBe('built');
  });
});
