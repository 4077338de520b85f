import { describe, expect, it } from 'vitest';
import { ExitCode } from './exit-codes.js';
import { runProgram } from './run-program.js';
import { bufferIo } from './testing/buffer-io.js';

const commands = [
  ['login'],
  ['logout'],
  ['whoami'],
  ['giftcard', 'balance'],
  ['order', 'show'],
  ['order', 'track'],
  ['order', 'list'],
  ['cart', 'show'],
  ['support', 'cases'],
  ['support', 'show'],
  ['support', 'close'],
  ['reviews', 'moderate'],
  ['reviews', 'questions'],
  ['stock', 'set'],
  ['price', 'set'],
];

describe('the support commands’ help', () => {
  it.each(commands)('stride %s %s --help shows its options and an example', async (...command) => {
    const io = bufferIo();
    expect(await runProgram([...command.filter(Boolean), '--help'], io)).toBe(ExitCode.Success);
    expect(io.stdout.text()).toMatch(new RegExp(`^Usage: stride ${command.filter(Boolean).join(' ')} `));
    expect(io.stdout.text()).toMatch(new RegExp(`Examples:\\n {2}\\$ stride ${command.filter(Boolean).join(' ')}`));
  });

  it('whoami with STRIDE_TOKEN says where the token comes from', async () => {
    const io = bufferIo({ STRIDE_TOKEN: 'opaque', XDG_CONFIG_HOME: '/nonexistent-stride-test' });
    expect(await runProgram(['whoami'], io)).toBe(ExitCode.Success);
    expect(io.stdout.text()).toContain('STRIDE_TOKEN');
  });
});
