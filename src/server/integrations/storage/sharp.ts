import type { Sharp, SharpConstructor, SharpInput, SharpOptions } from 'sharp';

let loading: Promise<SharpConstructor> | undefined;

/**
 * sharp, loaded on the first picture to read or write (decision 0036): libvips costs the process
 * about 9 MB, which an instance that never resizes (behind a CDN, or serving the API alone) keeps.
 * Without libvips' operation cache (decision 0037): each variant is made once and stored, so the
 * cache (up to 50 MB) held memory and never served a repeat.
 */
export async function sharp(input?: SharpInput, options?: SharpOptions): Promise<Sharp> {
  loading ??= import('sharp').then((m) => {
    m.default.cache(false);
    return m.default;
  });
  return (await loading)(input, options);
}
