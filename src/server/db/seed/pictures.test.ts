import { mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { KEEP_ORIENTATION, PICTURE_GROUPS, PICTURES } from './illustrations.ts';
import { productCardSvg } from './images.ts';
import { ensureProductImages } from './picture-files.ts';
import { DEMO_PRODUCTS, type DemoProduct } from './products.ts';

/**
 * The shapes of the drawing on a product's card, without its colours or its size and mirroring:
 * two products with the same drawing give the same string here even when their palettes differ.
 */
function drawingOf(product: DemoProduct): string {
  const svg = productCardSvg(product);
  const match = /<g transform="translate\(400 380\)[^"]*">([\s\S]*)<\/g>\s*<path d="M 220 700/.exec(svg);
  expect(match, `card of product ${product.id} has its drawing group`).not.toBeNull();
  return match![1]!.replace(/#[0-9a-f]{6}\b/gi, '#');
}

function byName(name: string): DemoProduct {
  const product = DEMO_PRODUCTS.find((p) => p.name === name);
  expect(product, name).toBeDefined();
  return product!;
}

describe('demo product pictures', () => {
  it('draws each product the issue names as what it is, not as its category', () => {
    // Issue 10: a knife, a step stool, a cutting board and mugs all showed the skillet; jeans, a
    // sweater and a coat all showed the T-shirt.
    const groups = [
      [
        "Hand-Forged Carbon Steel Chef's Knife",
        'Shaker Oak Step Stool',
        'Black Walnut End-Grain Cutting Board',
        'Stoneware Coffee Mugs (Set of 4)',
        '12-Inch Cast Iron Skillet',
      ],
      ['Raw Selvedge Denim Jeans', 'Merino Wool Crew Sweater', 'Waxed Canvas Chore Coat', 'Heavyweight Pocket Tee'],
    ];
    for (const names of groups) {
      const drawings = names.map((name) => drawingOf(byName(name)));
      expect(new Set(drawings).size, names.join(', ')).toBe(names.length);
    }
  });

  it('gives every product a kind of good that has a drawing, and every drawing a product', () => {
    for (const p of DEMO_PRODUCTS) expect(Object.keys(PICTURES), p.name).toContain(p.picture);
    expect(new Set(DEMO_PRODUCTS.map((p) => p.picture))).toEqual(new Set(Object.keys(PICTURES)));
    // A kind drawn in two category files would silently replace one drawing with the other.
    const drawn = Object.values(PICTURE_GROUPS).reduce((n, group) => n + Object.keys(group).length, 0);
    expect(drawn).toBe(Object.keys(PICTURES).length);
  });

  it('gives products of different kinds different drawings, and one kind one drawing', () => {
    const kindOfDrawing = new Map<string, string>();
    const drawingOfKind = new Map<string, string>();
    for (const p of DEMO_PRODUCTS) {
      const drawing = drawingOf(p);
      expect(kindOfDrawing.get(drawing) ?? p.picture, `${p.name} looks like another kind`).toBe(p.picture);
      expect(drawingOfKind.get(p.picture) ?? drawing, `${p.name} differs from its kind`).toBe(drawing);
      kindOfDrawing.set(drawing, p.picture);
      drawingOfKind.set(p.picture, drawing);
    }
  });

  it('no longer shares one drawing across a category', () => {
    for (const categoryId of new Set(DEMO_PRODUCTS.map((p) => p.categoryId))) {
      const products = DEMO_PRODUCTS.filter((p) => p.categoryId === categoryId);
      const drawings = new Set(products.map(drawingOf));
      expect(drawings.size, `category ${categoryId}`).toBe(new Set(products.map((p) => p.picture)).size);
      expect(drawings.size, `category ${categoryId}`).toBeGreaterThan(1);
    }
  });

  it('never mirrors a drawing that only reads one way round', () => {
    const oriented = DEMO_PRODUCTS.filter((p) => KEEP_ORIENTATION.has(p.picture));
    expect(oriented.map((p) => p.picture)).toContain('puzzle-map');
    for (const p of oriented) expect(productCardSvg(p), p.name).not.toContain('scale(-1 1)');
    // Others still are, so neighbours in a list do not look alike.
    expect(DEMO_PRODUCTS.some((p) => productCardSvg(p).includes('scale(-1 1)'))).toBe(true);
  });
});

describe('demo picture files', () => {
  it('re-renders a picture drawn from an older drawing, and only that one', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'heartland-pictures-'));
    try {
      const jobs = DEMO_PRODUCTS.slice(0, 3).map((p) => ({ id: p.id, categoryId: p.categoryId, file: path.join(dir, `${p.id}.webp`) }));
      expect(await ensureProductImages(jobs)).toBe(3);
      expect(await ensureProductImages(jobs)).toBe(0);
      // What an existing DATA_DIR holds from before: the jeans drawn as their category's T-shirt.
      const jeans = DEMO_PRODUCTS[1]!;
      expect(jeans.picture).toBe('jeans');
      await sharp(Buffer.from(productCardSvg({ ...jeans, picture: 'tee' })))
        .webp()
        .toFile(jobs[1]!.file);
      expect(await ensureProductImages(jobs)).toBe(1);
      expect(await ensureProductImages(jobs)).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the picture cache (docs/decisions/0062-ci-time.md)', () => {
  const jeans = DEMO_PRODUCTS[1]!;
  const dirs: string[] = [];
  const tempDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'heartland-pictures-'));
    dirs.push(dir);
    return dir;
  };
  const jobsIn = (dir: string, products: DemoProduct[], picture?: DemoProduct['picture']) =>
    products.map((p) => ({ id: p.id, categoryId: p.categoryId, picture, file: path.join(dir, `${p.id}.webp`) }));
  const read = (jobs: Array<{ file: string }>) => Promise.all(jobs.map((j) => readFile(j.file)));
  /** The fingerprint of the drawing a picture carries in its EXIF description. */
  const markIn = (picture: Buffer) => /heartland-demo-card:[0-9a-f]{32}/.exec(picture.toString('latin1'))![0];
  /** The cache's file holding the picture with this fingerprint. */
  const entryOf = async (cacheDir: string, mark: string) => {
    for (const name of await readdir(cacheDir)) if ((await readFile(path.join(cacheDir, name))).includes(mark)) return path.join(cacheDir, name);
    throw new Error(`no picture of ${mark} in the cache`);
  };

  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('gives a new folder the pictures it holds instead of drawing them again', async () => {
    const cacheDir = await tempDir();
    const first = jobsIn(await tempDir(), DEMO_PRODUCTS.slice(0, 3));
    expect(await ensureProductImages(first, { cacheDir })).toBe(3);
    expect(await readdir(cacheDir)).toHaveLength(3);
    // The cached picture of the first drawing swapped for one recognisable by its bytes, same drawing.
    const [drawn, ...others] = await read(first);
    const mark = markIn(drawn!);
    const recognisable = await sharp(drawn)
      .webp({ quality: 5 })
      .withExif({ IFD0: { ImageDescription: mark } })
      .toBuffer();
    await writeFile(await entryOf(cacheDir, mark), recognisable);

    const second = jobsIn(await tempDir(), DEMO_PRODUCTS.slice(0, 3));
    expect(await ensureProductImages(second, { cacheDir })).toBe(3);
    expect(await read(second)).toEqual([recognisable, ...others]);
  });

  it('draws a changed drawing anew, as with no cache at all', async () => {
    const cacheDir = await tempDir();
    const asJeans = jobsIn(await tempDir(), [jeans]);
    await ensureProductImages(asJeans, { cacheDir });
    const asTee = jobsIn(await tempDir(), [jeans], 'tee');
    expect(await ensureProductImages(asTee, { cacheDir })).toBe(1);
    const uncached = jobsIn(await tempDir(), [jeans], 'tee');
    await ensureProductImages(uncached, { cacheDir: await tempDir() });
    const [tee] = await read(asTee);
    expect(tee).toEqual((await read(uncached))[0]);
    expect(tee).not.toEqual((await read(asJeans))[0]);
    expect(await readdir(cacheDir)).toHaveLength(2);
  });

  it('draws again, and mends, a cached picture that is not whole', async () => {
    const cacheDir = await tempDir();
    const first = jobsIn(await tempDir(), [jeans]);
    await ensureProductImages(first, { cacheDir });
    const [drawn] = await read(first);
    const entry = await entryOf(cacheDir, markIn(drawn!));
    // As a disk that filled up while copying would leave it.
    await truncate(entry, Math.floor(drawn!.length / 2));
    const second = jobsIn(await tempDir(), [jeans]);
    expect(await ensureProductImages(second, { cacheDir })).toBe(1);
    expect((await read(second))[0]).toEqual(drawn);
    expect(await readFile(entry)).toEqual(drawn);
  });

  it('still draws the pictures when the cache cannot be made', async () => {
    const blocked = path.join(await tempDir(), 'a-file');
    await writeFile(blocked, 'not a folder');
    const jobs = jobsIn(await tempDir(), DEMO_PRODUCTS.slice(0, 2));
    expect(await ensureProductImages(jobs, { cacheDir: path.join(blocked, 'cache') })).toBe(2);
    for (const picture of await read(jobs)) expect(await sharp(picture).metadata()).toMatchObject({ format: 'webp', width: 800, height: 800 });
  });
});
