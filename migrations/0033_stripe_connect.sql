CREATE TABLE "payout_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"payout_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"order_id" integer,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_transfer_id" text,
	"reversed_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_transfers_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payout_transfers_amount_positive" CHECK ("payout_transfers"."amount_cents" > 0),
	CONSTRAINT "payout_transfers_reversed_range" CHECK ("payout_transfers"."reversed_cents" >= 0 AND "payout_transfers"."reversed_cents" <= "payout_transfers"."amount_cents")
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ALTER COLUMN "routing_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_accounts" ALTER COLUMN "account_last4" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD CONSTRAINT "payout_transfers_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_transfers_seller_order_idx" ON "payout_transfers" USING btree ("seller_id","order_id");--> statement-breakpoint
CREATE INDEX "payout_transfers_payout_idx" ON "payout_transfers" USING btree ("payout_id");