import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExitCode } from '../exit-codes.js';
import { runProgram } from '../run-program.js';
import { bufferIo } from '../testing/buffer-io.js';
import { loginAsDemoAgent, startTestBff } from '../testing/started-bff.js';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
let server: Awaited<ReturnType<typeof startTestBff>>;
const work = mkdtempSync(join(tmpdir(), 'stride-cli-content-'));
const configHome = join(work, 'config');
const env = () => ({ XDG_CONFIG_HOME: configHome, STRIDE_API_URL: server.url });
const past = new Date(Date.now() - 3_600_000).toISOString();

const page = (id: string, key: string, extra: Record<string, unknown> = {}) => ({
  id,
  kind: 'page',
  siteId: 'en-us',
  key,
  content: { title: key, sections: [{ name: 'main', items: [{ type: 'rich-text', richText: `<p>${key}</p>` }] }] },
  ...extra,
});

function folder(name: string, files: Record<string, unknown>): string {
  const dir = join(work, name);
  for (const [file, value] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), typeof value === 'string' ? value : JSON.stringify(value));
  }
  return dir;
}

async function run(args: string[], environment: Record<string, string> = env()) {
  const io = bufferIo(environment);
  const code = await runProgram(args, io);
  return { code, stdout: io.stdout.text(), stderr: io.stderr.text() };
}
const published = async (key: string) => (await fetch(new URL(`/published/caas/v1/canvas/page/en-us/${key}`, server.url))).status;

beforeAll(async () => {
  server = await startTestBff();
  await loginAsDemoAgent(env());
}, 180_000);
afterAll(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('stride content validate', () => {
  it('accepts the demo content of the repository', async () => {
    const result = await run(['content', 'validate', join(repoRoot, 'content/demo')]);
    expect(result).toMatchObject({ code: ExitCode.Success, stderr: '' });
    expect(result.stdout).toMatch(/^\d{2,} documents are valid\.\n$/);
  });

  it('prints the JSON path of each failure, one line per document, and fails', async () => {
    const dir = folder('invalid', {
      'good.json': page('cli-good', 'cli-good'),
      'nested/bad.json': { ...page('cli-bad', 'cli-bad'), content: { sections: [{ name: 'x', items: [{ type: 'banner', variant: 'wide' }] }] } },
      'broken.json': '{ not json',
    });
    const result = await run(['content', 'validate', dir]);
    expect(result.code).toBe(ExitCode.Failure);
    expect(result.stderr).toMatch(/^broken\.json: \$: not JSON: /m);
    expect(result.stderr).toMatch(/^nested\/bad\.json: \$\.content\.sections\[0\]\.items\[0\]\.variant: /m);
    expect(result.stderr).toMatch(/2 of 3 documents refused\.\n$/);
  });
});

describe('stride content against a started bff', () => {
  it('imports a folder, then finds nothing changed on a second import', async () => {
    const dir = folder('first', { 'a.json': page('cli-a', 'cli-a', { publishAt: past }), 'b.json': page('cli-draft', 'cli-draft') });
    expect(await run(['content', 'import', dir])).toMatchObject({
      code: ExitCode.Success,
      stdout: 'Imported 2 documents: 2 new, 0 new versions, 0 unchanged.\n',
    });
    expect(await run(['content', 'import', dir])).toMatchObject({
      code: ExitCode.Success,
      stdout: 'Imported 2 documents: 0 new, 0 new versions, 2 unchanged.\n',
    });
    expect(await published('cli-a')).toBe(200);
    expect(await published('cli-draft')).toBe(404);
  });

  it('imports nothing when one document fails', async () => {
    const dir = folder('mixed', { 'ok.json': page('cli-ok', 'cli-ok', { publishAt: past }), 'bad.json': { ...page('cli-x', 'cli-x'), siteId: 'de-de' } });
    const result = await run(['content', 'import', dir]);
    expect(result.code).toBe(ExitCode.Failure);
    expect(result.stderr).toMatch(/^bad\.json: \$\.siteId: /m);
    expect(await published('cli-ok')).toBe(404);
  });

  it('publishes a draft at a time, as a new version', async () => {
    const result = await run(['content', 'publish', 'cli-draft', '--at', past]);
    expect(result).toMatchObject({ code: ExitCode.Success, stdout: `cli-draft version 2 publishes at ${past}.\n` });
    expect(await published('cli-draft')).toBe(200);
    expect((await run(['content', 'publish', 'cli-draft', '--at', 'tomorrow'])).code).toBe(ExitCode.Usage);
    const unknown = await run(['content', 'publish', 'no-such-document', '--at', past]);
    expect(unknown.code).toBe(ExitCode.NotFound);
    expect(unknown.stderr).toMatch(/^stride content publish: CNT404: /);
  });

  it('exports every document to files by site and kind, drafts included', async () => {
    const dir = join(work, 'export');
    const result = await run(['content', 'export', dir]);
    expect(result.code).toBe(ExitCode.Success);
    expect(result.stdout).toMatch(/^Exported \d+ documents to /);
    expect(JSON.parse(readFileSync(join(dir, 'en-us', 'page', 'cli-draft.json'), 'utf8'))).toMatchObject({ id: 'cli-draft', publishAt: past });
    expect(readdirSync(join(dir, 'fr-ca', 'page'))).toContain('fr-ca-page-returns.json');
    expect((await run(['content', 'validate', dir])).code).toBe(ExitCode.Success);
  });

  it('makes a signed preview link that opens the preview without a token', async () => {
    const result = await run(['content', 'preview-link', '/preview/caas/v1/canvas/page/en-us/cli-a', '--expires-in', '600']);
    expect(result.code).toBe(ExitCode.Success);
    const link = result.stdout.trim();
    expect(link).toMatch(/\/preview\/caas\/v1\/canvas\/page\/en-us\/cli-a\?expires=\d+&signature=[\w-]{43}$/);
    expect((await fetch(link)).status).toBe(200);
    expect((await fetch(new URL('/preview/caas/v1/canvas/page/en-us/cli-a', server.url))).status).toBe(401);
  });

  it('asks for a sign-in before importing', async () => {
    const dir = folder('unsigned', { 'a.json': page('cli-unsigned', 'cli-unsigned') });
    const result = await run(['content', 'import', dir], { XDG_CONFIG_HOME: join(work, 'nobody'), STRIDE_API_URL: server.url });
    expect(result.code).toBe(ExitCode.NotAuthorised);
    expect(result.stderr).toMatch(/not signed in/);
  });
});

describe('stride content schema', () => {
  it('writes the JSON Schemas docs/content-schema holds (run npm run content:schema after changing a block)', async () => {
    const dir = join(work, 'schemas');
    expect((await run(['content', 'schema', dir])).code).toBe(ExitCode.Success);
    const written = readdirSync(dir).sort();
    expect(readdirSync(join(repoRoot, 'docs/content-schema')).sort()).toEqual(written);
    for (const file of written) expect(readFileSync(join(repoRoot, 'docs/content-schema', file), 'utf8'), file).toBe(readFileSync(join(dir, file), 'utf8'));
  });
});
