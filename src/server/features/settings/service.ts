import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { siteSettings } from '#server/db/schema.ts';

const MODERATION = 'moderation';

/** Whether new listings wait for the administrator's approval; off (live at once) until set. */
export async function isModerationOn(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, MODERATION));
  return row?.value === true;
}

export async function setModeration(db: Db, on: boolean): Promise<boolean> {
  await db
    .insert(siteSettings)
    .values({ key: MODERATION, value: on })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: on, updatedAt: sql`now()` } });
  return on;
}
