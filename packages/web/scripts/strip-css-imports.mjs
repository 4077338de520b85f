// The server half (tsc) keeps `import './page.css'` lines that only Vite understands; Node cannot
// load a .css module. The styles reach the page through the Vite manifest (the server links them),
// so the server build drops those imports.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', 'dist');
const CSS_IMPORT = /^import\s+['"][^'"]+\.css['"];?\s*$/gm;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (path === join(root, 'client')) continue;
    if (statSync(path).isDirectory()) walk(path);
    else if (name.endsWith('.js')) {
      const text = readFileSync(path, 'utf8');
      const stripped = text.replace(CSS_IMPORT, '');
      if (stripped !== text) writeFileSync(path, stripped);
    }
  }
}

walk(root);
