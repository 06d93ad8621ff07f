CREATE TABLE "shipping_rates" (
	"region" text PRIMARY KEY NOT NULL,
	"standard_first_cents" integer NOT NULL,
	"standard_additional_cents" integer NOT NULL,
	"express_first_cents" integer,
	"express_additional_cents" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shipping_rates_non_negative" CHECK ("shipping_rates"."standard_first_cents" >= 0 and "shipping_rates"."standard_additional_cents" >= 0 and coalesce("shipping_rates"."express_first_cents", 0) >= 0 and coalesce("shipping_rates"."express_additional_cents", 0) >= 0)
);
