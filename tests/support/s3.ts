// A local S3-compatible server (s3rver on 127.0.0.1, a port of its own, objects in a temporary
// folder) with one bucket, and the environment that points the app's S3 storage at it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's one account. */
const ACCESS_KEY = 'S3RVER';

export async function startS3(bucket = 'heartland-test') {
  const directory = mkdtempSync(path.join(tmpdir(), 'hm-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    /** the settings as the app reads them (config.ts) */
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    /** the same, as S3Storage takes them */
    settings: { bucket, region: 'us-east-1', endpoint, accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY, forcePathStyle: true },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
