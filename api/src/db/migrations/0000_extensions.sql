-- Trigram search, and btree_gin so trigram indexes can lead with tenant_id (both trusted contrib extensions).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
