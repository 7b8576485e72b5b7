import { createHash } from 'node:crypto';
import { mkdir, realpath, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sharp } from '#server/integrations/storage/sharp.ts';
import { z } from 'zod';
import { strictNumber } from '#shared/schemas/common.ts';

/**
 * Sized WebP variants of uploaded pictures (`/uploads/x.webp?w=400&h=400&fit=cover`), rendered
 * once with sharp and kept under DATA_DIR/cache/images. Requested sizes snap up to the next size
 * of a short list, so a client cannot fill the disk by asking for every width from 16 to 1600.
 */

export const VARIANT_SIZES = [16, 32, 48, 64, 96, 128, 160, 200, 240, 320, 400, 480, 560, 640, 800, 960, 1200, 1600] as const;
export const MIN_SIZE = VARIANT_SIZES[0];
export const MAX_SIZE = VARIANT_SIZES[VARIANT_SIZES.length - 1]!;
const FITS = ['cover', 'contain', 'inside'] as const;
/** Formats sharp reads that a variant may be made from. */
const SOURCE_EXTENSIONS = new Set(['.webp', '.png', '.jpg', '.jpeg', '.gif', '.avif', '.tif', '.tiff']);

const size = (name: string) =>
  strictNumber(
    z
      .number({ message: `${name} must be a whole number from ${MIN_SIZE} to ${MAX_SIZE}` })
      .int(`${name} must be a whole number from ${MIN_SIZE} to ${MAX_SIZE}`)
      .min(MIN_SIZE, `${name} must be a whole number from ${MIN_SIZE} to ${MAX_SIZE}`)
      .max(MAX_SIZE, `${name} must be a whole number from ${MIN_SIZE} to ${MAX_SIZE}`),
  )
    .transform(snapSize)
    .optional();

export const variantQuerySchema = z
  .object({
    w: size('w'),
    h: size('h'),
    fit: z.enum(FITS, { message: `fit must be one of ${FITS.join(', ')}` }).optional(),
  })
  .refine((v) => v.w !== undefined || v.h !== undefined, { message: 'w or h is required for a sized image', path: ['w'] });
export type VariantRequest = z.output<typeof variantQuerySchema>;

/** The smallest listed size at least as large as the one asked for. */
export function snapSize(requested: number): number {
  return VARIANT_SIZES.find((s) => s >= requested) ?? MAX_SIZE;
}

/** Whether a query string asks for a variant at all (any of w, h, fit). */
export const wantsVariant = (query: Record<string, unknown>) => query.w !== undefined || query.h !== undefined || query.fit !== undefined;

/**
 * The file under `root` that a URL path names, or null when it escapes `root` (`..`, an encoded
 * slash or a NUL byte, a symbolic link pointing outside) or is no file.
 */
export async function resolveUnder(root: string, urlPath: string): Promise<{ file: string; size: number; mtimeMs: number } | null> {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (relative.includes('\0') || relative.includes('\\')) return null;
  const base = path.resolve(root);
  const file = path.resolve(base, `.${path.posix.sep}${relative}`);
  if (!file.startsWith(base + path.sep)) return null;
  try {
    const [real, realBase] = await Promise.all([realpath(file), realpath(base)]);
    if (!real.startsWith(realBase + path.sep)) return null;
    const info = await stat(real);
    return info.isFile() ? { file: real, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

export interface Variant {
  file: string;
  etag: string;
}

export class VariantStore {
  /** Renders in progress, so concurrent requests for one variant render it once. */
  private readonly pending = new Map<string, Promise<Variant>>();

  constructor(
    private readonly uploadsDir: string,
    private readonly cacheDir: string,
    /**
     * Uploads kept elsewhere (S3): a folder of local copies, and how to fetch one into it (answers
     * whether the object exists). Asked when `uploadsDir` lacks the file.
     */
    private readonly remote?: { root: string; fetch: (urlPath: string) => Promise<boolean> },
  ) {}

  /** The source file and the folder it is under: local uploads first, then a copy of a remote object. */
  private async source(urlPath: string) {
    const local = await resolveUnder(this.uploadsDir, urlPath);
    if (local || !this.remote) return local && { ...local, root: this.uploadsDir };
    const copy = (await resolveUnder(this.remote.root, urlPath)) ?? ((await this.remote.fetch(urlPath)) ? await resolveUnder(this.remote.root, urlPath) : null);
    return copy && { ...copy, root: this.remote.root };
  }

  /** The variant's file (rendered now if missing), or null when the source does not exist or is no picture. */
  async get(urlPath: string, request: VariantRequest): Promise<Variant | null> {
    const source = await this.source(urlPath);
    if (!source || !SOURCE_EXTENSIONS.has(path.extname(source.file).toLowerCase())) return null;
    const fit = request.fit ?? 'cover';
    const label = `${request.w ?? 'auto'}x${request.h ?? 'auto'}-${fit}`;
    // The source's size and time are part of the key: a replaced upload gets fresh variants.
    const hash = createHash('sha256')
      .update(`${path.relative(source.root, source.file)}|${source.size}|${source.mtimeMs}|${label}`)
      .digest('hex')
      .slice(0, 20);
    const relative = path.relative(path.resolve(source.root), source.file);
    const file = path.join(this.cacheDir, `${relative}.${label}.${hash}.webp`);
    const variant = { file, etag: `"${hash}"` };
    if (await exists(file)) return variant;
    let job = this.pending.get(file);
    if (!job) {
      job = render(source.file, file, request.w, request.h, fit).then(() => variant);
      this.pending.set(file, job);
      void job.finally(() => this.pending.delete(file)).catch(() => {});
    }
    return job;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

async function render(
  source: string,
  target: string,
  width: number | undefined,
  height: number | undefined,
  fit: VariantRequest['fit'] & string,
): Promise<void> {
  const output = await (
    await sharp(source)
  )
    .rotate()
    .resize({ width, height, fit, background: { r: 0, g: 0, b: 0, alpha: 0 }, withoutEnlargement: fit === 'inside' })
    .webp({ quality: 80 })
    .toBuffer();
  await mkdir(path.dirname(target), { recursive: true });
  // Written aside and renamed, so a reader never sees half a file.
  const partial = `${target}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(partial, output);
  await rename(partial, target);
}
