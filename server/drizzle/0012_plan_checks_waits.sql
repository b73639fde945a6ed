ALTER TABLE "plan_estimations" ADD COLUMN "wait_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_estimations" ADD COLUMN "wait_for" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "steps" ADD COLUMN "checks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "steps" ADD COLUMN "wait_minutes" integer;--> statement-breakpoint
ALTER TABLE "steps" ADD COLUMN "wait_for" text;--> statement-breakpoint
ALTER TABLE "steps" ADD COLUMN "gate_confirm" text;