import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { PG, pgCode } from '#server/db/pg-errors.ts';
import { sessions, users, type User } from '#server/db/schema.ts';
import { hashPassword, verifyPassword } from '#server/features/auth/passwords.ts';
import { assertAcceptablePassword } from '#server/features/auth/password-rules.ts';
import { AppError, unauthorized } from '#server/errors.ts';
import type { FileStorage } from '#server/integrations/storage/storage.ts';
import type { ShippingInfoDto, ShippingInfoInput } from '#shared/schemas/checkout.ts';
import type { PasswordChangeInput, ProfileUpdate } from '#shared/schemas/profile.ts';
import { deleteProfileImage, nextProfileImage } from './profile-image.ts';

export const EMAIL_TAKEN = 'An account with this email already exists. Please use another email address.';
export const WRONG_PASSWORD = 'Current password is incorrect';

const emailTaken = () => new AppError(409, 'email_taken', EMAIL_TAKEN, [{ path: 'email', message: EMAIL_TAKEN }]);

/** Saves the checkout's shipping details on the user's profile and answers them as stored. */
export async function updateShippingInfo(db: Db, userId: number, input: ShippingInfoInput): Promise<ShippingInfoDto> {
  const [row] = await db
    .update(users)
    .set({
      fullName: input.fullName,
      street: input.street,
      city: input.city,
      state: input.state,
      zipCode: input.zipCode,
      country: input.country,
      phone: input.phone,
    })
    .where(eq(users.id, userId))
    .returning({
      fullName: users.fullName,
      street: users.street,
      city: users.city,
      state: users.state,
      zipCode: users.zipCode,
      country: users.country,
      phone: users.phone,
    });
  // The session's user was deleted between the lookup and the update.
  if (!row) throw unauthorized('Please sign in to continue.');
  return row as ShippingInfoDto;
}

/**
 * Account Information (docs/product.md B2 and B7). The email stays unique regardless of case (409);
 * a new picture is stored before the row changes and removed again if the row cannot, and the
 * picture it replaces is deleted once the row no longer points at it.
 */
export async function updateProfile(db: Db, storage: FileStorage, user: User, input: ProfileUpdate): Promise<User> {
  const email = input.email.toLowerCase();
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email), ne(users.id, user.id)))
    .limit(1);
  if (other) throw emailTaken();

  const image = input.profileImage === undefined ? user.profileImage : await nextProfileImage(storage, user.id, user.profileImage, input.profileImage);
  const changed = image !== user.profileImage;
  let updated: User | undefined;
  try {
    [updated] = await db
      .update(users)
      .set({
        fullName: input.fullName,
        email,
        street: input.street,
        city: input.city,
        state: input.state,
        zipCode: input.zipCode,
        country: input.country,
        profileImage: image,
      })
      .where(eq(users.id, user.id))
      .returning();
    // The session's user was deleted between the lookup and the update.
    if (!updated) throw unauthorized('Please sign in to continue.');
  } catch (error) {
    if (changed) await deleteProfileImage(storage, image);
    // Another account took the address between the check and the update.
    if (pgCode(error) === PG.uniqueViolation) throw emailTaken();
    throw error;
  }
  if (changed) await deleteProfileImage(storage, user.profileImage);
  return updated;
}

/**
 * Security Settings (docs/product.md B5): the current password must be right. The new one replaces
 * it and every session and remembered sign-in of the user ends in the same transaction; the caller
 * signs this browser in again.
 */
export async function changePassword(db: Db, user: User, input: PasswordChangeInput): Promise<void> {
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new AppError(400, 'wrong_password', WRONG_PASSWORD, [{ path: 'currentPassword', message: WRONG_PASSWORD }]);
  }
  await assertAcceptablePassword(input.newPassword, user.username, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
  });
}
