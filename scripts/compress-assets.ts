// Build-time compression of the client's text assets (issue 14): each built script, stylesheet and
// icon gets a brotli (.br, quality 11) and a gzip (.gz, level 9) twin beside it, which the server
// sends to browsers that accept them (@fastify/static `preCompressed`). Compressing once at build
// time costs nothing per request and allows the slowest, smallest settings.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; index.html is rendered per request and compressed as it is sent. */
const TEXT_ASSET = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|ico)$/i;
/** Below this a compressed file saves less than its own headers cost. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Writes the .br and .gz twins of the text assets under `dir`; answers how many files got them. */
export async function compressBuiltAssets(dir: string): Promise<number> {
  let count = 0;
  for await (const file of files(dir)) {
    if (!TEXT_ASSET.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    const content = await readFile(file);
    const [br, gzipped] = await Promise.all([
      brotli(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
      gz(content, { level: 9 }),
    ]);
    // A twin is only worth serving when it is smaller than the file itself.
    if (br.length < content.length) await writeFile(`${file}.br`, br);
    if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
    count += 1;
  }
  return count;
}

/** The Vite plugin: compresses the client build once it is written. */
export function compressAssets(): Plugin {
  return {
    name: 'heartland-compress-assets',
    apply: 'build',
    async writeBundle(options) {
      if (options.dir) await compressBuiltAssets(options.dir);
    },
  };
}
