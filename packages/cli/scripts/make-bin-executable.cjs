// tsc writes dist/bin.js without the execute bit; npm's bin link and `./dist/bin.js` need it.
// CommonJS because the package is ESM and this runs before anything is imported.
const { chmodSync } = require('node:fs');
const { join } = require('node:path');

chmodSync(join(__dirname, '..', 'dist', 'bin.js'), 0o755);
