-- SLA clocks (issue 30 item 2): one row trigger keeps each incident's acknowledgement, resolution and due times in
-- the same statement as every write (the API's single and batch updates, ingest, imports, undo).
-- * acknowledged_at: set once, at the first status change or assignment (an incident raised already in progress,
--   closed or assigned counts as acknowledged when raised); never cleared.
-- * resolved_at: when it moved to resolved or dismissed; cleared when it is reopened.
-- * sla_acknowledge_due, sla_resolve_due: created plus the tenant's targets for its severity (tenant_sla_targets,
--   else SLA_TARGET_DEFAULTS of shared-contracts: high 1 h / 24 h, medium 4 h / 72 h, low 24 h / 7 days), computed
--   when it is raised, when its severity changes, and when a write clears them (PUT /sla-targets does so for the
--   open incidents); NULL for a severity without targets.
CREATE OR REPLACE FUNCTION incident_sla_clock() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  acknowledge_minutes integer;
  resolve_minutes integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.acknowledged_at IS NULL AND (NEW.status <> 'open' OR NEW.assigned_to IS NOT NULL) THEN
      NEW.acknowledged_at := greatest(NEW.created, NEW.updated);
    END IF;
    IF NEW.status IN ('resolved', 'dismissed') THEN
      NEW.resolved_at := coalesce(NEW.resolved_at, greatest(NEW.created, NEW.updated));
    ELSE
      NEW.resolved_at := NULL;
    END IF;
  ELSE
    IF OLD.acknowledged_at IS NOT NULL THEN
      NEW.acknowledged_at := OLD.acknowledged_at;
    ELSIF NEW.acknowledged_at IS NULL AND (NEW.status IS DISTINCT FROM OLD.status
        OR (NEW.assigned_to IS NOT NULL AND NEW.assigned_to IS DISTINCT FROM OLD.assigned_to)) THEN
      NEW.acknowledged_at := now();
    END IF;
    IF NEW.status NOT IN ('resolved', 'dismissed') THEN
      NEW.resolved_at := NULL;
    ELSIF OLD.status NOT IN ('resolved', 'dismissed') THEN
      NEW.resolved_at := now();
    ELSE
      NEW.resolved_at := coalesce(NEW.resolved_at, OLD.resolved_at, now());
    END IF;
  END IF;
  IF TG_OP = 'INSERT' OR NEW.severity IS DISTINCT FROM OLD.severity OR NEW.created IS DISTINCT FROM OLD.created
      OR NEW.sla_acknowledge_due IS NULL OR NEW.sla_resolve_due IS NULL THEN
    SELECT t.acknowledge_minutes, t.resolve_minutes INTO acknowledge_minutes, resolve_minutes
      FROM tenant_sla_targets t WHERE t.tenant_id = NEW.tenant_id AND t.severity = NEW.severity;
    IF NOT FOUND THEN
      acknowledge_minutes := CASE NEW.severity WHEN 'high' THEN 60 WHEN 'medium' THEN 240 WHEN 'low' THEN 1440 END;
      resolve_minutes := CASE NEW.severity WHEN 'high' THEN 1440 WHEN 'medium' THEN 4320 WHEN 'low' THEN 10080 END;
    END IF;
    NEW.sla_acknowledge_due := NEW.created + make_interval(mins => acknowledge_minutes);
    NEW.sla_resolve_due := NEW.created + make_interval(mins => resolve_minutes);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER incident_sla_clock BEFORE INSERT OR UPDATE ON incidents
  FOR EACH ROW EXECUTE FUNCTION incident_sla_clock();
--> statement-breakpoint
-- The incidents already there: acknowledged and resolved as of their last change, due times from the defaults.
UPDATE incidents SET
  acknowledged_at = CASE WHEN status <> 'open' OR assigned_to IS NOT NULL THEN greatest(created, updated) END,
  resolved_at = CASE WHEN status IN ('resolved', 'dismissed') THEN greatest(created, updated) END,
  sla_acknowledge_due = NULL;
