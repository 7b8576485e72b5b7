// Types only: erased at build, so the SDK itself loads on first use (see s3()).
import type * as S3Sdk from '@aws-sdk/client-s3';
import { assertPublicKey, assertStorageKey, isPrivateKey, isStorageKey, type FileStorage, type StoredObject } from './storage.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** an S3-compatible service's address (MinIO, R2, ...); AWS's own when omitted */
  endpoint?: string;
  /** both or neither: without them the SDK's usual chain (environment, instance role) is asked */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key), as most S3-compatible servers want */
  forcePathStyle: boolean;
  /**
   * Where browsers load objects from directly (a public bucket or a CDN before it), without a
   * trailing slash; when omitted the app serves them under /uploads/ from the bucket.
   */
  publicUrl?: string;
}

/**
 * Objects in an S3-compatible bucket, so that several app instances share uploads (docs/architecture.md
 * section 4, decision 0034). The SDK is imported on first use: the default local-disk start never
 * loads it.
 */
export class S3Storage implements FileStorage {
  private client: Promise<{ client: S3Sdk.S3Client; sdk: typeof S3Sdk }> | undefined;

  constructor(
    private readonly settings: S3Settings,
    private readonly urlPrefix = '/uploads/',
  ) {}

  private s3() {
    this.client ??= import('@aws-sdk/client-s3').then((sdk) => {
      const { region, endpoint, accessKeyId, secretAccessKey, forcePathStyle } = this.settings;
      const client = new sdk.S3Client({
        region,
        endpoint,
        forcePathStyle,
        credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      });
      return { client, sdk };
    });
    return this.client;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertStorageKey(key);
    const { client, sdk } = await this.s3();
    await client.send(new sdk.PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: body, ContentType: contentType }));
  }

  async get(key: string): Promise<StoredObject | null> {
    assertStorageKey(key);
    const { client, sdk } = await this.s3();
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      const body = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      return { body, contentType: object.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      // Only a missing object is "none": a missing bucket (also a 404) is a configuration error.
      if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    const { client, sdk } = await this.s3();
    // S3 answers a delete of a missing key with success, as the interface asks.
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  url(key: string): string {
    assertPublicKey(key);
    return this.settings.publicUrl ? `${this.settings.publicUrl}/${key}` : `${this.urlPrefix}${key}`;
  }

  /** Both kinds of address: one given out before S3_PUBLIC_URL was set still names its object. */
  keyOf(url: string): string | null {
    const prefixes = [this.urlPrefix, ...(this.settings.publicUrl ? [`${this.settings.publicUrl}/`] : [])];
    const prefix = prefixes.find((p) => url.startsWith(p));
    if (!prefix) return null;
    const key = url.slice(prefix.length).split(/[?#]/)[0]!;
    return isStorageKey(key) && !isPrivateKey(key) ? key : null;
  }
}
