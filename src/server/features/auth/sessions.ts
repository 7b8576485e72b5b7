import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, gt } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { sessions, users, type User } from '#server/db/schema.ts';

export const SESSION_COOKIE = 'hm_session';
export const REMEMBER_COOKIE = 'hm_remember';
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
export const REMEMBER_TTL_MS = 30 * 24 * 60 * 60 * 1000;

type Kind = 'session' | 'remember';

/**
 * Session and remember-me tokens: 256 random bits handed to the browser; only an HMAC of each
 * (keyed with SESSION_SECRET) is stored, so a copy of the database holds no usable token.
 */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly secret: string,
  ) {}

  private hash(token: string): string {
    return createHmac('sha256', this.secret).update(token).digest('hex');
  }

  async create(userId: number, kind: Kind): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const ttl = kind === 'session' ? SESSION_TTL_MS : REMEMBER_TTL_MS;
    const expiresAt = new Date(this.now().getTime() + ttl);
    await this.db.insert(sessions).values({ tokenHash: this.hash(token), userId, kind, expiresAt });
    return { token, expiresAt };
  }

  /** The user behind a live token of this kind, or null (unknown, expired or wrong kind): one indexed join. */
  async findUser(token: string | undefined, kind: Kind): Promise<User | null> {
    if (!token) return null;
    const [row] = await this.db
      .select(getTableColumns(users))
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, this.hash(token)), eq(sessions.kind, kind), gt(sessions.expiresAt, this.now())))
      .limit(1);
    return row ?? null;
  }

  async revoke(token: string | undefined): Promise<void> {
    if (token) await this.db.delete(sessions).where(eq(sessions.tokenHash, this.hash(token)));
  }
}
