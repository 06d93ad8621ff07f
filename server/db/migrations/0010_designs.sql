CREATE TABLE "design_render_deletions" (
	"render_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_renders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"design_id" uuid NOT NULL,
	"document_hash" char(64) NOT NULL,
	"document" jsonb NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"status" text NOT NULL,
	"failure" text,
	"width" integer,
	"height" integer,
	"byte_size" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "design_renders_kind" CHECK ("design_renders"."kind" in ('print', 'preview')),
	CONSTRAINT "design_renders_status" CHECK ("design_renders"."status" in ('queued', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "designs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"designer_session_id" uuid,
	"product_id" text NOT NULL,
	"document" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "designs_one_owner" CHECK (("designs"."user_id" is null) <> ("designs"."designer_session_id" is null))
);
--> statement-breakpoint
ALTER TABLE "design_renders" ADD CONSTRAINT "design_renders_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_designer_session_id_designer_sessions_id_fk" FOREIGN KEY ("designer_session_id") REFERENCES "public"."designer_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "design_renders_target" ON "design_renders" USING btree ("design_id","document_hash","kind","target");--> statement-breakpoint
CREATE INDEX "design_renders_due" ON "design_renders" USING btree ("next_attempt_at") WHERE "design_renders"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "designs_user_updated" ON "designs" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "designs_designer_session_updated" ON "designs" USING btree ("designer_session_id","updated_at");--> statement-breakpoint
-- Every deleted render (with its design, its owner's account or an expired designer session)
-- leaves its id for the job that removes its image from storage.
CREATE FUNCTION "queue_design_render_deletion"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "design_render_deletions" ("render_id", "kind") VALUES (OLD."id", OLD."kind") ON CONFLICT DO NOTHING;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "design_renders_queue_deletion" AFTER DELETE ON "design_renders"
  FOR EACH ROW EXECUTE FUNCTION "queue_design_render_deletion"();
