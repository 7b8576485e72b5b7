import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, gt, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { sessions, users, type User } from '#server/db/schema.ts';
import { REMEMBER_DAYS, SESSION_DAYS } from '#shared/sign-in-cookies.ts';

export { REMEMBER_COOKIE, SESSION_COOKIE } from '#shared/sign-in-cookies.ts';
const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = SESSION_DAYS * DAY_MS;
export const REMEMBER_TTL_MS = REMEMBER_DAYS * DAY_MS;

/**
 * 'remember' lets quick login open a session without a password; a logged-out browser keeps a
 * 'known' token instead, which only recognises the account (Welcome Back asks for the password, and
 * the per-username sign-in limit lets it through; decision 0039).
 */
type Kind = 'session' | 'remember' | 'known';
type RememberKind = Exclude<Kind, 'session'>;

/**
 * Session and remember-me tokens: 256 random bits handed to the browser; only an HMAC of each
 * (keyed with SESSION_SECRET) is stored, so a copy of the database holds no usable token.
 */
export class SessionStore {
  constructor(
    private readonly db: Db,
    /** the app's clock, also read by the sign-in limits of the auth routes */
    readonly now: () => Date,
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

  /** The account a browser's remember-me cookie names, live, and whether it still allows quick login. */
  async findRemembered(token: string | undefined): Promise<{ user: User; kind: RememberKind } | null> {
    if (!token) return null;
    const [row] = await this.db
      .select({ user: getTableColumns(users), kind: sessions.kind })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, this.hash(token)), inArray(sessions.kind, ['remember', 'known']), gt(sessions.expiresAt, this.now())))
      .limit(1);
    return row ? { user: row.user, kind: row.kind as RememberKind } : null;
  }

  /** At logout: the remember-me token keeps recognising the account but no longer signs it in. */
  async downgradeToKnown(token: string | undefined): Promise<void> {
    if (token)
      await this.db
        .update(sessions)
        .set({ kind: 'known' })
        .where(and(eq(sessions.tokenHash, this.hash(token)), eq(sessions.kind, 'remember')));
  }

  async revoke(token: string | undefined): Promise<void> {
    if (token) await this.db.delete(sessions).where(eq(sessions.tokenHash, this.hash(token)));
  }
}
