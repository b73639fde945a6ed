ALTER TABLE "chat_messages" ADD COLUMN "writer" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD COLUMN "fence" integer DEFAULT 0 NOT NULL;