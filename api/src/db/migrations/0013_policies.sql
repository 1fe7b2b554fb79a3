CREATE TABLE "policy_versions" (
	"tenant_id" text NOT NULL,
	"policy_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"verdict" text NOT NULL,
	"priority" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"change" text NOT NULL,
	"restored_from" integer,
	"saved_by" text DEFAULT '' NOT NULL,
	"saved" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_versions_tenant_id_policy_id_version_pk" PRIMARY KEY("tenant_id","policy_id","version")
);
--> statement-breakpoint
ALTER TABLE "classifications" ADD COLUMN "element_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "updated_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_tenant_id_policy_id_policies_tenant_id_id_fk" FOREIGN KEY ("tenant_id","policy_id") REFERENCES "public"."policies"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON policy_versions TO console_app;
--> statement-breakpoint
ALTER TABLE policy_versions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE policy_versions FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON policy_versions USING (tenant_id = current_setting('app.tenant_id', true)) WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
--> statement-breakpoint
CREATE POLICY maintenance ON policy_versions TO CURRENT_USER USING (current_setting('app.maintenance', true) = 'on') WITH CHECK (current_setting('app.maintenance', true) = 'on');
--> statement-breakpoint
-- Policies written before the engine (demo seeds of earlier versions) move to its model: status enabled is active;
-- channels, destination types, data types and destinations become conditions; allow lists become exceptions and
-- block lists conditions; an educate policy's description is its message. Each policy's current state is version 1
-- of its history.
SELECT set_config('app.maintenance', 'on', true);
--> statement-breakpoint
UPDATE policies SET status = CASE status WHEN 'enabled' THEN 'active' ELSE 'disabled' END
WHERE status NOT IN ('active', 'simulation', 'disabled', 'draft');
--> statement-breakpoint
UPDATE policies p SET definition = jsonb_build_object(
  'conditions', jsonb_build_object(
    'elementTypes', coalesce((
      SELECT jsonb_agg(jsonb_build_object('id', trim(BOTH '-' FROM regexp_replace(lower(t), '[^a-z0-9]+', '-', 'g')), 'minCount', 1))
      FROM jsonb_array_elements_text(coalesce(p.definition->'dataTypes', '[]'::jsonb)) AS t), '[]'::jsonb),
    'complianceFrameworks', '[]'::jsonb,
    'contentCategories', '[]'::jsonb,
    'mipLabels', '[]'::jsonb,
    'egressChannels', coalesce(p.definition->'channels', '[]'::jsonb),
    'destinationTypes', coalesce(p.definition->'destinationTypes', '[]'::jsonb),
    'sources', '{"values": [], "listIds": []}'::jsonb,
    'destinations', jsonb_build_object(
      'values', coalesce(p.definition->'destinations', '[]'::jsonb),
      'listIds', coalesce((
        SELECT jsonb_agg(l.id::text) FROM jsonb_array_elements_text(coalesce(p.definition->'listIds', '[]'::jsonb)) AS i
        JOIN lists l ON l.tenant_id = p.tenant_id AND l.id::text = i AND l.list_type <> 'allow'), '[]'::jsonb)),
    'users', '{"values": [], "groups": [], "listIds": []}'::jsonb),
  'exceptions', jsonb_build_object(
    'sources', '{"values": [], "listIds": []}'::jsonb,
    'destinations', jsonb_build_object(
      'values', '[]'::jsonb,
      'listIds', coalesce((
        SELECT jsonb_agg(l.id::text) FROM jsonb_array_elements_text(coalesce(p.definition->'listIds', '[]'::jsonb)) AS i
        JOIN lists l ON l.tenant_id = p.tenant_id AND l.id::text = i AND l.list_type = 'allow'), '[]'::jsonb)),
    'users', '{"values": [], "groups": [], "listIds": []}'::jsonb),
  'educateMessage', CASE WHEN p.verdict = 'educate' THEN p.description ELSE '' END,
  'raiseIncident', p.verdict IN ('BLOCK', 'CHALLENGE'))
WHERE NOT p.definition ? 'conditions';
--> statement-breakpoint
INSERT INTO policy_versions (tenant_id, policy_id, version, name, description, status, verdict, priority, definition,
  change, saved_by, saved)
SELECT tenant_id, id, version, name, description, status, verdict, priority, definition, 'created', created_by, updated
FROM policies;
--> statement-breakpoint
SELECT set_config('app.maintenance', 'off', true);
