CREATE TABLE "catalogue_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" jsonb NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_subtypes" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"slug" jsonb NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"key" text NOT NULL,
	"label" jsonb NOT NULL,
	"size_key" text,
	"width_mm" numeric(7, 1) NOT NULL,
	"height_mm" numeric(7, 1) NOT NULL,
	"dpi" smallint NOT NULL,
	"bleed_mm" numeric(5, 1) DEFAULT 0 NOT NULL,
	"safe_margin_mm" numeric(5, 1) DEFAULT 0 NOT NULL,
	"mockup_view" text NOT NULL,
	"mockup_x" numeric(7, 2) NOT NULL,
	"mockup_y" numeric(7, 2) NOT NULL,
	"mockup_width" numeric(7, 2) NOT NULL,
	"mockup_height" numeric(7, 2) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "print_areas_dimensions" CHECK ("print_areas"."width_mm" > 0 and "print_areas"."height_mm" > 0 and "print_areas"."dpi" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"color_key" text NOT NULL,
	"color_name" jsonb NOT NULL,
	"color_hex" char(7) NOT NULL,
	"size_key" text NOT NULL,
	"size_label" jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"availability" text DEFAULT 'available' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_variants_sku_unique" UNIQUE("sku"),
	CONSTRAINT "product_variants_price_positive" CHECK ("product_variants"."price_cents" > 0),
	CONSTRAINT "product_variants_color_hex" CHECK ("product_variants"."color_hex" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "product_variants_availability" CHECK ("product_variants"."availability" in ('available', 'out_of_stock', 'discontinued'))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"subtype_id" integer NOT NULL,
	"slug" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"keywords" jsonb NOT NULL,
	"materials" jsonb NOT NULL,
	"care" jsonb NOT NULL,
	"production_days_min" smallint NOT NULL,
	"production_days_max" smallint NOT NULL,
	"techniques" text[] NOT NULL,
	"mockup_shape" text NOT NULL,
	"size_guide" jsonb,
	"status" text DEFAULT 'active' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', translate(lower(coalesce("products"."title"->>'en', '')), 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ', 'aaaaaaceeeeiiiinooooouuuuyyoa')), 'A') || setweight(to_tsvector('english', translate(lower(coalesce("products"."keywords"->>'en', '')), 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ', 'aaaaaaceeeeiiiinooooouuuuyyoa')), 'B') || setweight(to_tsvector('english', translate(lower(coalesce("products"."description"->>'en', '')), 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ', 'aaaaaaceeeeiiiinooooouuuuyyoa')), 'C')) STORED,
	"search_fr" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french', translate(lower(coalesce("products"."title"->>'fr', '')), 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ', 'aaaaaaceeeeiiiinooooouuuuyyoa')), 'A') || setweight(to_tsvector('french', translate(lower(coalesce("products"."keywords"->>'fr', '')), 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ', 'aaaaaaceeeeiiiinooooouuuuyyoa')), 'B') || setweight(to_tsvector('french', translate(lower(coalesce("products"."description"->>'fr', '')), 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ', 'aaaaaaceeeeiiiinooooouuuuyyoa')), 'C')) STORED,
	CONSTRAINT "products_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "products_status" CHECK ("products"."status" in ('active', 'hidden')),
	CONSTRAINT "products_production_days" CHECK ("products"."production_days_min" > 0 and "products"."production_days_max" >= "products"."production_days_min")
);
--> statement-breakpoint
ALTER TABLE "catalogue_subtypes" ADD CONSTRAINT "catalogue_subtypes_category_id_catalogue_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."catalogue_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_areas" ADD CONSTRAINT "print_areas_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_subtype_id_catalogue_subtypes_id_fk" FOREIGN KEY ("subtype_id") REFERENCES "public"."catalogue_subtypes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_categories_slug_en" ON "catalogue_categories" USING btree (("slug"->>'en'));--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_categories_slug_fr" ON "catalogue_categories" USING btree (("slug"->>'fr'));--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_subtypes_slug_en" ON "catalogue_subtypes" USING btree ("category_id",("slug"->>'en'));--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_subtypes_slug_fr" ON "catalogue_subtypes" USING btree ("category_id",("slug"->>'fr'));--> statement-breakpoint
CREATE UNIQUE INDEX "print_areas_key_size" ON "print_areas" USING btree ("product_id","key",coalesce("size_key", ''));--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_option" ON "product_variants" USING btree ("product_id","color_key","size_key");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_en" ON "products" USING btree ("subtype_id",("slug"->>'en'));--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_fr" ON "products" USING btree ("subtype_id",("slug"->>'fr'));--> statement-breakpoint
CREATE INDEX "products_search_en" ON "products" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "products_search_fr" ON "products" USING gin ("search_fr");