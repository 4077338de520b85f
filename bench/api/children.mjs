// Each server under test runs as its own child process on a loopback port.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** A free loopback port (asked of the OS, then released for the child to take). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `node script` with `env` on a free port and waits until /healthz answers. */
export async function startChild(name, script, env, { timeoutMs = 120_000, nodeArgs = [] } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${stderr}`);
    const ready = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { name, origin, pid: child.pid, cpuMs: () => processCpuMs(child.pid), stop: () => stop(child, exited) };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop(child, exited);
  throw new Error(`${name} did not answer /healthz within ${timeoutMs} ms:\n${stderr}`);
}

async function stop(child, exited) {
  if (child.exitCode === null) child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** User plus system CPU time of a process in milliseconds, from /proc (Linux; 10 ms ticks). */
export function processCpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at the closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** Linux's USER_HZ, which /proc's times count in on every mainstream architecture. */
const CLOCK_TICKS_PER_SECOND = 100;
