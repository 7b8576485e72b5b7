import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { unauthorized } from '#server/http/errors.ts';
import type { ShippingInfoDto, ShippingInfoInput } from '#shared/schemas/checkout.ts';

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
