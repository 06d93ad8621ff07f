ALTER TABLE "files" ADD COLUMN "derived_from_id" uuid;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "background_tolerance" smallint;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "preview_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_derived_from_id_files_id_fk" FOREIGN KEY ("derived_from_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_derived_from" ON "files" USING btree ("derived_from_id") WHERE "files"."derived_from_id" is not null;--> statement-breakpoint
CREATE INDEX "files_preview_expiry" ON "files" USING btree ("preview_expires_at") WHERE "files"."preview_expires_at" is not null;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_preview" CHECK (("files"."derived_from_id" is null) = ("files"."preview_expires_at" is null));