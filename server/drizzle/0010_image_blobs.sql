CREATE TABLE "image_blobs" (
	"key" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- photos are already compressed (JPEG, PNG, WebP): store them out of line without trying again
ALTER TABLE "image_blobs" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
