// Which feature folder imports which (docs/architecture.md §7): the arrows between the folders of
// src/client/features or src/server/features, read from every import of their code (tests left out),
// and the first circle among them, if any. ESLint's no-cycle sees cycles of files; a circle of folders
// (a file of cart using catalogue while another file of catalogue uses cart) is this one's to find.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
const TEST_FILE = /\.test\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !TEST_FILE.test(entry.name) ? [path] : [];
  });
}

/** The feature a module specifier points into, seen from `file`, or null outside `featuresDir`. */
function featureOf(specifier: string, file: string, featuresDir: string, alias: string): string | null {
  let target: string;
  if (specifier.startsWith(alias)) target = join(featuresDir, specifier.slice(alias.length));
  else if (specifier.startsWith('.')) target = resolve(dirname(file), specifier);
  else return null;
  const inside = relative(featuresDir, target);
  return inside.startsWith('..') || inside === '' ? null : inside.split(sep)[0]!;
}

/** Feature -> the other features its code imports; `code` is for tests that plant an import. */
export function featureArrows(featuresDir: string, alias: string, planted: Record<string, string> = {}): Map<string, Set<string>> {
  const root = resolve(featuresDir);
  const arrows = new Map<string, Set<string>>();
  const files = new Map(sourceFiles(root).map((file) => [file, readFileSync(file, 'utf8')]));
  for (const [file, code] of Object.entries(planted)) files.set(resolve(root, file), code);
  for (const [file, code] of files) {
    const from = relative(root, file).split(sep)[0]!;
    const to = arrows.get(from) ?? new Set<string>();
    arrows.set(from, to);
    for (const [, specifier] of code.matchAll(IMPORT)) {
      const feature = featureOf(specifier!, file, root, alias);
      if (feature && feature !== from) to.add(feature);
    }
  }
  return arrows;
}

/** The first circle of arrows, as the features along it ('cart', 'catalogue', 'cart'), or null. */
export function firstCircle(arrows: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (feature: string): string[] | null => {
    const at = path.indexOf(feature);
    if (at >= 0) return [...path.slice(at), feature];
    if (done.has(feature)) return null;
    path.push(feature);
    for (const next of [...(arrows.get(feature) ?? [])].sort()) {
      const circle = visit(next);
      if (circle) return circle;
    }
    path.pop();
    done.add(feature);
    return null;
  };
  for (const feature of [...arrows.keys()].sort()) {
    const circle = visit(feature);
    if (circle) return circle;
  }
  return null;
}
