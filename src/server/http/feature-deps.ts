import type { Db } from '#server/db/client.ts';

/** What every feature's routes receive from buildApp (docs/architecture.md §9 habit 3: injected, so tests pass fakes). */
export interface FeatureDeps {
  db: Db;
  now: () => Date;
  /** DATA_DIR: uploads under `uploads/`, generated image variants under `cache/` */
  dataDir: string;
  /** the public address without a trailing slash, for canonical links and the sitemap */
  publicUrl: string;
  /** the built SPA, when this server serves it */
  clientDir?: string;
}
