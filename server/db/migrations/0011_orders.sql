CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"company" text,
	"line1" text NOT NULL,
	"line2" text,
	"city" text NOT NULL,
	"region" text,
	"postal_code" text NOT NULL,
	"country" char(2) NOT NULL,
	"phone" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"design_id" uuid,
	"product_id" text NOT NULL,
	"color_key" text NOT NULL,
	"size_key" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cart_items_variant" UNIQUE NULLS NOT DISTINCT("user_id","design_id","product_id","color_key","size_key"),
	CONSTRAINT "cart_items_quantity" CHECK ("cart_items"."quantity" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" uuid,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" text NOT NULL,
	"product_title" jsonb NOT NULL,
	"sku" text NOT NULL,
	"color_key" text NOT NULL,
	"color_name" jsonb NOT NULL,
	"size_key" text NOT NULL,
	"size_label" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"design_id" uuid,
	CONSTRAINT "order_items_quantity" CHECK ("order_items"."quantity" between 1 and 999),
	CONSTRAINT "order_items_price" CHECK ("order_items"."unit_price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sn" text NOT NULL,
	"user_id" uuid,
	"place_key" text NOT NULL,
	"status" text NOT NULL,
	"hold_reason" text,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"address" jsonb NOT NULL,
	"shipping_method" text NOT NULL,
	"delivery_from" text NOT NULL,
	"delivery_to" text NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"tax_rate_basis_points" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"display_currency" char(3) NOT NULL,
	"display_rate_per_usd" numeric(18, 8) NOT NULL,
	"display_rate_date" timestamp with time zone NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"tracking_carrier" text,
	"tracking_number" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_sn_unique" UNIQUE("sn"),
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('pending_payment', 'paid', 'in_production', 'shipped', 'delivered', 'cancelled', 'refunded', 'on_hold')),
	CONSTRAINT "orders_shipping_method" CHECK ("orders"."shipping_method" in ('standard', 'express')),
	CONSTRAINT "orders_total" CHECK ("orders"."total_cents" = "orders"."subtotal_cents" + "orders"."shipping_cents" + "orders"."tax_cents" and "orders"."total_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"charge_ref" text,
	"checkout_url" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"status" text NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('open', 'succeeded', 'failed', 'refunded')),
	CONSTRAINT "payments_usd" CHECK ("payments"."currency" = 'USD')
);
--> statement-breakpoint
CREATE TABLE "test_payment_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"description" text NOT NULL,
	"reference" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text NOT NULL,
	"charge_ref" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"last_decline" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_payment_sessions_charge_ref_unique" UNIQUE("charge_ref"),
	CONSTRAINT "test_payment_sessions_status" CHECK ("test_payment_sessions"."status" in ('open', 'paid', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "test_payment_webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"payload" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_payment_webhooks_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "frozen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD COLUMN "standard_transit_min" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD COLUMN "standard_transit_max" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD COLUMN "express_transit_min" smallint;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD COLUMN "express_transit_max" smallint;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "order_events_order" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_position" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_place_key" ON "orders" USING btree ("user_id","place_key");--> statement-breakpoint
CREATE INDEX "orders_user_placed" ON "orders" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE INDEX "orders_pending_expiry" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'pending_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "test_payment_webhooks_due" ON "test_payment_webhooks" USING btree ("next_attempt_at") WHERE "test_payment_webhooks"."delivered_at" is null;--> statement-breakpoint
-- Transit times per region, and express where it is now offered (the seed writes the same for a new shop).
UPDATE "shipping_rates" SET "standard_transit_min" = 3, "standard_transit_max" = 5, "express_transit_min" = 2, "express_transit_max" = 3 WHERE "region" = 'us';--> statement-breakpoint
UPDATE "shipping_rates" SET "standard_transit_min" = 5, "standard_transit_max" = 8, "express_first_cents" = coalesce("express_first_cents", 1999), "express_additional_cents" = coalesce("express_additional_cents", 500), "express_transit_min" = 2, "express_transit_max" = 4 WHERE "region" = 'ca';--> statement-breakpoint
UPDATE "shipping_rates" SET "standard_transit_min" = 5, "standard_transit_max" = 10, "express_first_cents" = coalesce("express_first_cents", 2499), "express_additional_cents" = coalesce("express_additional_cents", 600), "express_transit_min" = 2, "express_transit_max" = 4 WHERE "region" = 'ukEu';--> statement-breakpoint
UPDATE "shipping_rates" SET "standard_transit_min" = 7, "standard_transit_max" = 12, "express_first_cents" = coalesce("express_first_cents", 2999), "express_additional_cents" = coalesce("express_additional_cents", 700), "express_transit_min" = 3, "express_transit_max" = 6 WHERE "region" = 'auNz';--> statement-breakpoint
UPDATE "shipping_rates" SET "standard_transit_min" = 10, "standard_transit_max" = 20 WHERE "region" = 'world';
