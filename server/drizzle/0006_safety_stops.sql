CREATE TABLE "safety_stops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"category" text NOT NULL,
	"rule_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_note" text
);
--> statement-breakpoint
ALTER TABLE "safety_stops" ADD CONSTRAINT "safety_stops_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "safety_stops_in_force_idx" ON "safety_stops" USING btree ("project_id") WHERE "safety_stops"."lifted_at" is null;--> statement-breakpoint
CREATE INDEX "safety_stops_project_idx" ON "safety_stops" USING btree ("project_id","created_at");