ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_variant";--> statement-breakpoint
DROP INDEX "orders_place_key";--> statement-breakpoint
ALTER TABLE "addresses" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_discounts" DROP CONSTRAINT "cart_discounts_pkey";--> statement-breakpoint
ALTER TABLE "cart_discounts" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "designer_session_id" uuid;--> statement-breakpoint
ALTER TABLE "cart_discounts" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_discounts" ADD COLUMN "designer_session_id" uuid;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "designer_session_id" uuid;--> statement-breakpoint
ALTER TABLE "designer_sessions" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "designer_session_id" uuid;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_designer_session_id_designer_sessions_id_fk" FOREIGN KEY ("designer_session_id") REFERENCES "public"."designer_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_discounts" ADD CONSTRAINT "cart_discounts_designer_session_id_designer_sessions_id_fk" FOREIGN KEY ("designer_session_id") REFERENCES "public"."designer_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_designer_session_id_designer_sessions_id_fk" FOREIGN KEY ("designer_session_id") REFERENCES "public"."designer_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_designer_session_id_designer_sessions_id_fk" FOREIGN KEY ("designer_session_id") REFERENCES "public"."designer_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_designer_session" ON "addresses" USING btree ("designer_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_designer_session_one_default" ON "addresses" USING btree ("designer_session_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "cart_items_designer_session" ON "cart_items" USING btree ("designer_session_id");--> statement-breakpoint
CREATE INDEX "orders_designer_session" ON "orders" USING btree ("designer_session_id");--> statement-breakpoint
CREATE INDEX "orders_guest_email" ON "orders" USING btree (lower("email")) WHERE "orders"."user_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_place_key" ON "orders" USING btree ("place_key");--> statement-breakpoint
ALTER TABLE "cart_discounts" ADD CONSTRAINT "cart_discounts_user_id_unique" UNIQUE("user_id");--> statement-breakpoint
ALTER TABLE "cart_discounts" ADD CONSTRAINT "cart_discounts_designer_session_id_unique" UNIQUE("designer_session_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant" UNIQUE NULLS NOT DISTINCT("user_id","designer_session_id","design_id","product_id","color_key","size_key");--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_one_owner" CHECK (("addresses"."user_id" is null) <> ("addresses"."designer_session_id" is null));--> statement-breakpoint
ALTER TABLE "cart_discounts" ADD CONSTRAINT "cart_discounts_one_owner" CHECK (("cart_discounts"."user_id" is null) <> ("cart_discounts"."designer_session_id" is null));--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_one_owner" CHECK (("cart_items"."user_id" is null) <> ("cart_items"."designer_session_id" is null));