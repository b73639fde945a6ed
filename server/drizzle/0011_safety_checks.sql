CREATE TABLE "safety_checks" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"entry_id" text NOT NULL,
	"answers" jsonb NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "safety_checks" ADD CONSTRAINT "safety_checks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;