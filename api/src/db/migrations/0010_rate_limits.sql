CREATE TABLE "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"used" integer NOT NULL,
	"reset_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
-- Counts only: a window lost in a crash resets to zero, which is harmless, so no write-ahead log for it.
ALTER TABLE "rate_limit_windows" SET UNLOGGED;
