CREATE TABLE "currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" char(3) NOT NULL,
	"symbol" text NOT NULL,
	"icon" text NOT NULL,
	"rate_per_usd" numeric(20, 10) NOT NULL,
	"rate_source" text NOT NULL,
	"rate_updated_at" timestamp with time zone NOT NULL,
	"minor_units" smallint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "currencies_code_unique" UNIQUE("code"),
	CONSTRAINT "currencies_code_upper" CHECK ("currencies"."code" ~ '^[A-Z]{3}$'),
	CONSTRAINT "currencies_rate_positive" CHECK ("currencies"."rate_per_usd" > 0),
	CONSTRAINT "currencies_minor_units" CHECK ("currencies"."minor_units" between 0 and 4)
);
