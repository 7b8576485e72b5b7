// `npm start`: rebuild when any build input is newer than the last build, then run the server.
// A fresh clone always builds; an unchanged tree starts straight away. `npm run seed` comes through
// here too (`node scripts/start.mjs seed …`) and runs the built seed (src/server/db/seed/cli.ts):
// bundled, it takes about 100 MB less than the same code compiled on the fly by tsx.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const STAMP = 'dist/.build-stamp';
const INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'package-lock.json', 'scripts/build-server.mjs'];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((m, f) => Math.max(m, newest(path.join(p, f))), s.mtimeMs);
}

const built = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
if (INPUTS.some((p) => newest(p) > built)) {
  console.log('Building Heartland Market...');
  execSync('npm run build', { stdio: 'inherit' });
}
process.setSourceMapsEnabled(true);
await import(process.argv[2] === 'seed' ? '../dist/server/seed.js' : '../dist/server/main.js');
