import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/** Asks for a secret on the terminal without echoing what is typed. */
export function readSecret(prompt: string): Promise<string> {
  process.stderr.write(prompt);
  let muted = true;
  const output = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question('', (answer) => {
      muted = false;
      rl.close();
      process.stderr.write('\n');
      resolve(answer);
    });
  });
}

/** Reads all of standard input as text. */
export async function readStdinText(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
