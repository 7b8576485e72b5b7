import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a newsletter's unsubscribe link: an HMAC-SHA256 of the lower-cased address. Nothing
 * is stored; a link stays valid as long as the secret does (decision 0021).
 */
export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, derived from the app's secret, so a token never equals another HMAC it keys.
    this.key = createHmac('sha256', secret).update('newsletter-unsubscribe').digest();
  }

  sign(email: string): string {
    return createHmac('sha256', this.key).update(email.trim().toLowerCase()).digest('base64url');
  }

  verify(email: string, token: string): boolean {
    const expected = Buffer.from(this.sign(email));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
