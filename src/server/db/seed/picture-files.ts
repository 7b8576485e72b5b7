import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharp } from '#server/integrations/storage/sharp.ts';
import type { Picture } from './illustrations.ts';
import { productPhotoSvg, type PhotoView } from './images.ts';
import { DEMO_PRODUCTS } from './products.ts';

/**
 * The demo photos as files: each drawing (images.ts) rendered to WebP with sharp, marked with the
 * fingerprint of its SVG, written where missing or drawn from an older drawing, and kept in a
 * picture cache shared by every DATA_DIR of this checkout (docs/decisions/0062-ci-time.md).
 */

export interface ImageJob {
  id: number;
  categoryId: number;
  /** the drawing; when absent, the demo product with this id says which */
  picture?: Picture;
  /** absolute file path of the .webp to write */
  file: string;
  /** which photo of the product; the cover when absent */
  view?: PhotoView;
}

const DEMO_BY_ID = new Map(DEMO_PRODUCTS.map((p) => [p.id, p]));

/**
 * The seed knows its pictures by product id only (it reads them back from the products table), so
 * a job without a picture takes the demo product's. Any other product has no drawing of its own:
 * drawing one from its category alone is exactly the shared picture this replaced.
 */
function pictureOf(job: ImageJob): Picture {
  if (job.picture) return job.picture;
  const demo = DEMO_BY_ID.get(job.id);
  if (!demo || demo.categoryId !== job.categoryId) throw new Error(`No demo picture for product ${job.id} in category ${job.categoryId}`);
  return demo.picture;
}

/**
 * Each picture carries, in its EXIF description, a fingerprint of the SVG it was drawn from, so a
 * start after the drawings changed re-renders it: a picture only checked for existence would keep
 * showing the old drawing in every existing DATA_DIR.
 */
const MARK = 'heartland-demo-card:';

function markOf(svg: string): string {
  return MARK + createHash('sha256').update(svg).digest('hex').slice(0, 32);
}

async function isCurrent(file: string, mark: string): Promise<boolean> {
  // The EXIF description is stored as plain ASCII inside the file, so the bytes are searched
  // directly: sharp's metadata() by file name is cached by libvips and can describe a file that
  // has since been replaced.
  try {
    return (await readFile(file)).includes(mark);
  } catch {
    return false;
  }
}

/** How the pictures are encoded; part of a cached picture's name, so a change here draws them anew. */
const WEBP = { quality: 82, effort: 1 } as const;

const here = fileURLToPath(new URL('.', import.meta.url));
/**
 * Where drawn pictures are kept for every DATA_DIR of this checkout (docs/decisions/0062-ci-time.md):
 * its node_modules/.cache, the usual place of tools' caches, which a clean install empties. This file
 * runs from src/server/db/seed (tsx) or bundled into dist/server.
 */
export const PICTURE_CACHE = path.resolve(
  here,
  here.includes(`${path.sep}dist${path.sep}`) ? '../..' : '../../../..',
  'node_modules',
  '.cache',
  'heartland-market',
  'demo-pictures',
);

/** A picture's name in the cache: the fingerprint of its drawing and the encoding it was made with. */
const cachedName = (mark: string) => `${mark.slice(MARK.length)}-q${WEBP.quality}e${WEBP.effort}.webp`;

/** Writes under a temporary name and renames, so a reader (or an interrupted start) never sees half a file. */
async function writeWhole(file: string, data: Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(tmp, data);
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

/** The cached picture of this drawing, when there is one and it is whole (a RIFF file of its stated length, with its mark). */
async function readCached(cacheDir: string, mark: string): Promise<Buffer | null> {
  try {
    const data = await readFile(path.join(cacheDir, cachedName(mark)));
    return data.length > 8 && data.readUInt32LE(4) + 8 === data.length && data.includes(mark) ? data : null;
  } catch {
    return null;
  }
}

async function draw(svg: string, mark: string): Promise<Buffer> {
  return (await sharp(Buffer.from(svg)))
    .webp(WEBP)
    .withExif({ IFD0: { ImageDescription: mark } })
    .toBuffer();
}

/**
 * Makes the pictures whose files are missing or were drawn from another SVG, a few at a time (sharp
 * works on the libuv thread pool; more in flight only adds memory): copied from the picture cache
 * when it holds that drawing, else drawn and added to it. A fresh DATA_DIR (every test and journey
 * run, a newcomer's next start) thus costs copies instead of seconds of drawing, and a changed
 * drawing, having another fingerprint, is always drawn anew. The cache only saves time: one that
 * cannot be read or written (a read-only install) leaves the pictures drawn as before. Returns how
 * many pictures it wrote.
 */
export async function ensureProductImages(
  jobs: readonly ImageJob[],
  { cacheDir = PICTURE_CACHE, concurrency = 2 }: { cacheDir?: string; concurrency?: number } = {},
): Promise<number> {
  const dirs = new Set(jobs.map((j) => path.dirname(j.file)));
  await Promise.all([...dirs].map((dir) => mkdir(dir, { recursive: true })));
  const planned = jobs.map((job) => {
    const svg = productPhotoSvg({ ...job, picture: pictureOf(job) }, job.view ?? { kind: 'cover' });
    return { file: job.file, svg, mark: markOf(svg) };
  });
  const current = await Promise.all(planned.map((p) => isCurrent(p.file, p.mark)));
  const stale = planned.filter((_, i) => !current[i]);
  const cache =
    stale.length === 0
      ? null
      : await mkdir(cacheDir, { recursive: true }).then(
          () => cacheDir,
          () => null,
        );
  let next = 0;
  const worker = async () => {
    while (next < stale.length) {
      const p = stale[next++]!;
      const cached = cache ? await readCached(cache, p.mark) : null;
      const data = cached ?? (await draw(p.svg, p.mark));
      await writeWhole(p.file, data);
      if (cache && !cached) await writeWhole(path.join(cache, cachedName(p.mark)), data).catch(() => {});
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, stale.length) }, worker));
  return stale.length;
}
