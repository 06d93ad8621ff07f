-- Artwork resolution is one shop-wide rule (PRINT_DPI: 150 minimum, 300 recommended), stated the same
-- on product pages, in the creative guide and in the help center; areas no longer carry their own.
ALTER TABLE "print_areas" DROP CONSTRAINT "print_areas_dimensions";--> statement-breakpoint
ALTER TABLE "print_areas" DROP COLUMN "dpi";--> statement-breakpoint
ALTER TABLE "print_areas" ADD CONSTRAINT "print_areas_dimensions" CHECK ("print_areas"."width_mm" > 0 and "print_areas"."height_mm" > 0);