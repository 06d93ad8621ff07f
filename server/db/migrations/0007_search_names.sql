-- Catalogue search (docs/decisions/011-search.md). pg_trgm finds the catalogue words closest to a
-- misspelt one: PGlite loads it at start (server/db/client.ts), PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- A search now matches the names of a product's category, subtype and colours beside its own
-- texts, so it reads every active product's vectors together; these indexes went unused.
DROP INDEX "products_search_en";--> statement-breakpoint
DROP INDEX "products_search_fr";--> statement-breakpoint
ALTER TABLE "catalogue_categories" ADD COLUMN "search_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', translate(lower(coalesce("catalogue_categories"."name"->>'en', '')), 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ', 'aaaaaaceeeeiiiinooooouuuuyyoa')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "catalogue_categories" ADD COLUMN "search_fr" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french', translate(lower(coalesce("catalogue_categories"."name"->>'fr', '')), 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ', 'aaaaaaceeeeiiiinooooouuuuyyoa')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "catalogue_subtypes" ADD COLUMN "search_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', translate(lower(coalesce("catalogue_subtypes"."name"->>'en', '')), 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ', 'aaaaaaceeeeiiiinooooouuuuyyoa')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "catalogue_subtypes" ADD COLUMN "search_fr" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french', translate(lower(coalesce("catalogue_subtypes"."name"->>'fr', '')), 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ', 'aaaaaaceeeeiiiinooooouuuuyyoa')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "search_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', translate(lower(coalesce("product_variants"."color_name"->>'en', '')), 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ', 'aaaaaaceeeeiiiinooooouuuuyyoa')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "search_fr" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french', translate(lower(coalesce("product_variants"."color_name"->>'fr', '')), 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿœæ', 'aaaaaaceeeeiiiinooooouuuuyyoa')), 'B')) STORED;