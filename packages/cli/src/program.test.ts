import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ExitCode } from './exit-codes.js';
import { runProgram } from './run-program.js';
import { bufferIo } from './testing/buffer-io.js';

const ESC = '\u001b[';
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

describe('stride --help', () => {
  it('lists every command with a one-line description, and examples', async () => {
    const io = bufferIo();
    expect(await runProgram(['--help'], io)).toBe(ExitCode.Success);
    const help = io.stdout.text();
    expect(help).toMatch(/Usage: stride <command> \[options\]/);
    expect(help).toMatch(/^ {2}serve \[options\] +start the storefront \(API, pages, assets\) until Ctrl\+C$/m);
    expect(help).toMatch(/^ {2}help \[command\] +show help for a command$/m);
    expect(help).toMatch(/Examples:\n {2}\$ stride serve/);
    expect(io.stderr.text()).toBe('');
  });

  it('shows a command’s own options and examples with `stride help serve`', async () => {
    const io = bufferIo();
    expect(await runProgram(['help', 'serve'], io)).toBe(ExitCode.Success);
    expect(io.stdout.text()).toMatch(/-p, --port <port>/);
    expect(io.stdout.text()).toMatch(/\$ stride serve --port 8080/);
  });
});

describe('stride --version', () => {
  it.each([['--version'], ['-v']])('prints the version from packages/cli/package.json (%s)', async (flag) => {
    const io = bufferIo();
    expect(await runProgram([flag], io)).toBe(ExitCode.Success);
    expect(io.stdout.text()).toBe(`${manifest.version}\n`);
  });
});

describe('usage errors exit 2 with a message', () => {
  it('rejects an unknown command, naming it and pointing at --help', async () => {
    const io = bufferIo();
    expect(await runProgram(['frobnicate'], io)).toBe(ExitCode.Usage);
    expect(io.stderr.text()).toMatch(/error: unknown command 'frobnicate'/);
    expect(io.stderr.text()).toMatch(/Run "stride --help"/);
    expect(io.stdout.text()).toBe('');
  });

  it('suggests the nearest command for a typo', async () => {
    const io = bufferIo();
    expect(await runProgram(['serv'], io)).toBe(ExitCode.Usage);
    expect(io.stderr.text()).toMatch(/Did you mean serve\?/);
  });

  it('rejects an unknown option', async () => {
    const io = bufferIo();
    expect(await runProgram(['serve', '--frobnicate'], io)).toBe(ExitCode.Usage);
    expect(io.stderr.text()).toMatch(/error: unknown option '--frobnicate'/);
  });

  it.each([['abc'], ['-1'], ['65536'], ['80.5']])('rejects --port %s before loading the server', async (port) => {
    const io = bufferIo();
    let loaded = false;
    const loadBff = () => ((loaded = true), Promise.reject(new Error('must not load')));
    expect(await runProgram(['serve', '--port', port], io, { loadBff })).toBe(ExitCode.Usage);
    expect(io.stderr.text()).toMatch(/a port is a whole number from 0 to 65535/);
    expect(loaded).toBe(false);
  });

  it('prints the help on stderr when no command is given', async () => {
    const io = bufferIo();
    expect(await runProgram([], io)).toBe(ExitCode.Usage);
    expect(io.stderr.text()).toMatch(/Usage: stride <command>/);
  });
});

describe('colour', () => {
  it('is off when the output is not a terminal', async () => {
    const io = bufferIo({}, false);
    await runProgram(['frobnicate'], io);
    await runProgram(['--help'], io);
    expect(io.stderr.text()).not.toContain(ESC);
    expect(io.stdout.text()).not.toContain(ESC);
  });

  it('is on for a terminal', async () => {
    const io = bufferIo({}, true);
    await runProgram(['frobnicate'], io);
    await runProgram(['--help'], io);
    expect(io.stderr.text()).toContain(`${ESC}31m`);
    expect(io.stdout.text()).toContain(`${ESC}1mUsage:`);
  });

  it('is off on a terminal when NO_COLOR is set', async () => {
    const io = bufferIo({ NO_COLOR: '1' }, true);
    await runProgram(['frobnicate'], io);
    await runProgram(['--help'], io);
    expect(io.stderr.text()).not.toContain(ESC);
    expect(io.stdout.text()).not.toContain(ESC);
  });
});
