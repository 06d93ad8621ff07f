CREATE TABLE "product_price_tiers" (
	"product_id" integer NOT NULL,
	"min_quantity" integer NOT NULL,
	"percent_off" integer NOT NULL,
	CONSTRAINT "product_price_tiers_product_id_min_quantity_pk" PRIMARY KEY("product_id","min_quantity"),
	CONSTRAINT "product_price_tiers_quantity" CHECK ("product_price_tiers"."min_quantity" between 2 and 999),
	CONSTRAINT "product_price_tiers_percent" CHECK ("product_price_tiers"."percent_off" between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "list_price_cents" integer;--> statement-breakpoint
-- Orders placed before extra areas and tiers were priced paid the list price.
UPDATE "order_items" SET "list_price_cents" = "unit_price_cents";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "list_price_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "extra_areas" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tier_min_quantity" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tier_percent_off" integer;--> statement-breakpoint
ALTER TABLE "print_areas" ADD COLUMN "price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_price_tiers" ADD CONSTRAINT "product_price_tiers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_areas" ADD CONSTRAINT "print_areas_price" CHECK ("print_areas"."price_cents" between 0 and 10000);