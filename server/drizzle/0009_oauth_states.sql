CREATE TABLE "oauth_states" (
	"nonce_hash" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
