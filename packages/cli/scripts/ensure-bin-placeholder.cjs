// npm links node_modules/.bin/stride during `npm ci`, before anything is built, and silently skips a
// bin whose file does not exist. So at install time (the `prepare` script) we put an executable
// placeholder at dist/bin.js; `npm run build` overwrites it with the real command.
const { chmodSync, existsSync, mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const bin = join(__dirname, '..', 'dist', 'bin.js');
if (!existsSync(bin)) {
  mkdirSync(join(__dirname, '..', 'dist'), { recursive: true });
  writeFileSync(bin, "#!/usr/bin/env node\nprocess.stderr.write('stride is not built yet. Run: npm run build\\n');\nprocess.exitCode = 1;\n");
  chmodSync(bin, 0o755);
}
