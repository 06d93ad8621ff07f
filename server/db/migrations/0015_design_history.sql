ALTER TABLE "designs" ADD COLUMN "undo_stack" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "designs" ADD COLUMN "redo_stack" jsonb DEFAULT '[]'::jsonb NOT NULL;