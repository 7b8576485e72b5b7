import path from 'node:path';
import type { Config } from '#server/config.ts';
import { LocalDiskStorage } from './local-disk.ts';
import { S3Storage } from './s3.ts';
import type { FileStorage } from './storage.ts';

/** The storage STORAGE names: DATA_DIR/uploads by default, or the shared S3 bucket. */
export function selectStorage(config: Pick<Config, 'storage' | 'dataDir'>): FileStorage {
  return config.storage.kind === 's3' ? new S3Storage(config.storage.s3) : new LocalDiskStorage(path.join(config.dataDir, 'uploads'));
}
