ALTER TABLE "orders" DROP COLUMN "tracking_number";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "shipping_carrier";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "shipping_label_url";