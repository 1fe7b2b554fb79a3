CREATE TABLE "release_promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"remote" text NOT NULL,
	"version" text,
	"from_version" text,
	"manifest" text,
	"integrity" jsonb,
	"audience_kind" text NOT NULL,
	"audience_tenants" text[],
	"audience_percent" integer,
	"action" text NOT NULL,
	"by_id" text NOT NULL,
	"by_name" text NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "release_promotions_remote_at" ON "release_promotions" USING btree ("remote","at");