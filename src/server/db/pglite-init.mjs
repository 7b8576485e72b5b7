// Creates a new embedded database directory (PostgreSQL's initdb) in a process of its own, the way
// PostgreSQL ships initdb as a program apart from its server (issue 14). PGlite's initdb peaks at
// about 850 MB, and WebAssembly memory, once grown, is never given back: run in the server's process,
// it raised the first start's peak to 860 MB and left the server 190 MB larger for as long as it
// ran. Here the memory goes back to the system when this process exits; the server then opens the
// directory as an existing one. Plain JavaScript, run by node itself (pglite-thread.ts).
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) {
  process.stderr.write('usage: node pglite-init.mjs DATA_DIR\n');
  process.exit(2);
}
const db = await PGlite.create(dataDir);
await db.close();
