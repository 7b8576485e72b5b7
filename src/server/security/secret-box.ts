// Secrets kept in the database (docs/architecture.md §3: a seller's USPS API key) are sealed with
// AES-256-GCM from node:crypto, under a key derived (HKDF-SHA256) from the application's secret, so a
// copy of the database alone does not reveal them. Each value is bound to the row it belongs to
// (additional authenticated data): a sealed key copied into another user's row does not open.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretBox {
  private readonly key: Buffer;

  /** `secret`: the application's secret (SESSION_SECRET); `purpose` separates keys for different uses. */
  constructor(secret: string, purpose: string) {
    if (secret.length < 16) throw new Error('SecretBox needs an application secret of at least 16 characters');
    this.key = Buffer.from(hkdfSync('sha256', secret, 'heartland-market secret box', `${purpose} ${VERSION}`, 32));
  }

  /** `context` names what the value belongs to ('user:7'); the same context must open it. */
  seal(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  /**
   * The plaintext, or null when the value does not open: another secret (SESSION_SECRET changed),
   * another context, or altered bytes. Callers treat null as "no saved secret".
   */
  open(sealed: string, context: string): string | null {
    const [version, data] = sealed.split(':');
    if (version !== VERSION || !data) return null;
    const bytes = Buffer.from(data, 'base64url');
    if (bytes.length < IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

/** The box that seals sellers' USPS credentials. */
export const uspsCredentialBox = (secret: string) => new SecretBox(secret, 'usps-api-key');
