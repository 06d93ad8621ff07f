CREATE TABLE "designer_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_deletions" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"designer_session_id" uuid,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"failure" text,
	"source_type" text NOT NULL,
	"media_type" text,
	"sha256" char(64) NOT NULL,
	"byte_size" bigint NOT NULL,
	"thumbnail_bytes" integer,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"density_dpi" numeric(7, 2),
	"color_space" text NOT NULL,
	"has_alpha" boolean NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "files_one_owner" CHECK (("files"."user_id" is null) <> ("files"."designer_session_id" is null)),
	CONSTRAINT "files_status" CHECK ("files"."status" in ('processing', 'ready', 'failed')),
	CONSTRAINT "files_dimensions" CHECK ("files"."width" > 0 and "files"."height" > 0 and "files"."byte_size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_designer_session_id_designer_sessions_id_fk" FOREIGN KEY ("designer_session_id") REFERENCES "public"."designer_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "designer_sessions_expires_at" ON "designer_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "files_user_sha256" ON "files" USING btree ("user_id","sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "files_designer_session_sha256" ON "files" USING btree ("designer_session_id","sha256");--> statement-breakpoint
CREATE INDEX "files_user_created" ON "files" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "files_designer_session" ON "files" USING btree ("designer_session_id");--> statement-breakpoint
CREATE INDEX "files_due" ON "files" USING btree ("next_attempt_at") WHERE "files"."status" = 'processing';--> statement-breakpoint
-- Every deleted file row, however it goes (a customer's delete, a deleted account, an expired
-- designer session), leaves its id for the job that removes its bytes from storage.
CREATE FUNCTION "queue_file_deletion"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "file_deletions" ("file_id") VALUES (OLD."id") ON CONFLICT DO NOTHING;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "files_queue_deletion" AFTER DELETE ON "files"
  FOR EACH ROW EXECUTE FUNCTION "queue_file_deletion"();
