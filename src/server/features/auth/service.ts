import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { PG, pgCode } from '#server/db/pg-errors.ts';
import { users, type User } from '#server/db/schema.ts';
import { AppError, badRequest } from '#server/errors.ts';
import { isAdmin } from '#server/http/auth.ts';
import type { LoginInput, RegisterInput } from '#shared/schemas/auth.ts';
import type { PublicUser } from '#shared/user.ts';
import { parseStoredUspsKey } from '#server/security/usps-key.ts';
import { maskApiKey } from '#shared/schemas/shipping-settings.ts';
import { dummyHash, hashPassword, verifyPassword } from './passwords.ts';
import { assertAcceptablePassword } from './password-rules.ts';

const invalidCredentials = () => new AppError(401, 'invalid_credentials', 'Invalid username or password');

/** The Shipping Settings as the signed-in user's answer carries them: the USPS key only masked. */
function publicShippingSettings(u: User): Pick<PublicUser, 'uspsUserId' | 'uspsApiKey' | 'uspsApiKeySet' | 'shippingOriginZip' | 'uspsEnabled'> {
  const stored = parseStoredUspsKey(u.uspsApiKeyEncrypted);
  return {
    uspsUserId: u.uspsUserId,
    uspsApiKey: stored ? maskApiKey(stored.hint) : null,
    uspsApiKeySet: !!stored,
    shippingOriginZip: u.shippingOriginZip,
    uspsEnabled: u.uspsEnabled,
  };
}

export function toPublicUser(u: User): PublicUser {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    fullName: u.fullName,
    address: u.address,
    street: u.street,
    city: u.city,
    state: u.state,
    zipCode: u.zipCode,
    country: u.country,
    phone: u.phone,
    profileImage: u.profileImage,
    isSeller: u.isSeller,
    isAdmin: isAdmin(u),
    companyName: u.companyName,
    companyWebsite: u.companyWebsite,
    createdAt: u.createdAt.toISOString(),
    ...publicShippingSettings(u),
  };
}

export async function registerUser(db: Db, input: RegisterInput): Promise<User> {
  await assertAcceptablePassword(input.password, input.username, 'password');
  await assertAvailable(db, input.username, input.email);
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({
        username: input.username,
        email: input.email.toLowerCase(),
        passwordHash,
        fullName: input.fullName ?? null,
        address: input.address ?? null,
      })
      .returning();
    return user!;
  } catch (error) {
    // Two sign-ups racing for one name: the unique index decides, and the loser gets the same answer.
    if (pgCode(error) === PG.uniqueViolation) {
      await assertAvailable(db, input.username, input.email);
    }
    throw error;
  }
}

async function assertAvailable(db: Db, username: string, email: string): Promise<void> {
  const taken = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, username.toLowerCase()), eq(sql`lower(${users.email})`, email.toLowerCase())));
  if (taken.some((u) => u.username.toLowerCase() === username.toLowerCase())) throw badRequest('Username already exists');
  if (taken.length > 0) throw badRequest('An account with this email already exists');
}

export async function authenticate(db: Db, input: LoginInput): Promise<User> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, input.username.toLowerCase()))
    .limit(1);
  if (!user) {
    await verifyPassword(input.password, await dummyHash);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) throw invalidCredentials();
  return user;
}
