ALTER TABLE "orders" ADD COLUMN "earnings_released_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_release_due_idx" ON "orders" USING btree ("delivered_at") WHERE "orders"."delivered_at" is not null and "orders"."earnings_released_at" is null;--> statement-breakpoint
-- Orders already delivered with no seller's share left to release (all released, or never in the
-- books) are done: the release job, which reads only orders in the index above, looks at them no
-- more (docs/decisions/0056-a-double-entry-ledger.md).
UPDATE "orders" o SET "earnings_released_at" = now()
WHERE o."delivered_at" IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM "ledger_transactions" t JOIN "ledger_entries" e ON e."transaction_id" = t."id" AND e."account" = 'seller_pending'
  WHERE t."key" = 'order_paid:' || o."id"
    AND NOT EXISTS (SELECT 1 FROM "ledger_transactions" d WHERE d."key" = 'release:' || o."id" || ':' || e."seller_id"));
