CREATE TABLE "egress_flow_users_daily" (
	"tenant_id" text NOT NULL,
	"day" date NOT NULL,
	"policy_verdict" text NOT NULL,
	"source" text NOT NULL,
	"egress_channel" text NOT NULL,
	"destination" text NOT NULL,
	"users" bit varying NOT NULL,
	CONSTRAINT "egress_flow_users_daily_tenant_id_day_policy_verdict_source_egress_channel_destination_pk" PRIMARY KEY("tenant_id","day","policy_verdict","source","egress_channel","destination")
);
--> statement-breakpoint
CREATE TABLE "egress_flow_users_hourly" (
	"tenant_id" text NOT NULL,
	"hour" timestamp (3) with time zone NOT NULL,
	"policy_verdict" text NOT NULL,
	"source" text NOT NULL,
	"egress_channel" text NOT NULL,
	"destination" text NOT NULL,
	"users" bit varying NOT NULL,
	CONSTRAINT "egress_flow_users_hourly_tenant_id_hour_policy_verdict_source_egress_channel_destination_pk" PRIMARY KEY("tenant_id","hour","policy_verdict","source","egress_channel","destination")
);
--> statement-breakpoint
CREATE TABLE "egress_user_numbers" (
	"tenant_id" text NOT NULL,
	"username" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "egress_user_numbers_tenant_id_username_pk" PRIMARY KEY("tenant_id","username"),
	CONSTRAINT "egress_user_numbers_n_key" UNIQUE("tenant_id","n")
);
--> statement-breakpoint
ALTER TABLE "egress_flow_users_daily" ADD CONSTRAINT "egress_flow_users_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "egress_flow_users_hourly" ADD CONSTRAINT "egress_flow_users_hourly_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "egress_user_numbers" ADD CONSTRAINT "egress_user_numbers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The union of two sets of numbers as bit strings (schema/dashboard.ts, egressFlowUsersDaily): the shorter padded
-- with zeros on the right, then OR-ed.
CREATE FUNCTION bit_set_union(a bit varying, b bit varying) RETURNS bit varying
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT (a || repeat('0', greatest(length(b) - length(a), 0))::bit varying)
       | (b || repeat('0', greatest(length(a) - length(b), 0))::bit varying)
$$;
--> statement-breakpoint
-- Numbers the users the written events bring (each tenant's from 0, one writer of a tenant at a time, so they stay
-- dense), then adds each event's user to its flow's row of the day and of the hour. Rows are upserted in key order
-- (as the rollup triggers do) and only changed when they gain a user.
CREATE FUNCTION egress_flow_users_add() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT DISTINCT c.tenant_id FROM changed_events c
    WHERE c.tenant_id IN (SELECT id FROM tenants)
      AND NOT EXISTS (SELECT 1 FROM egress_user_numbers u WHERE u.tenant_id = c.tenant_id AND u.username = c.username)
    ORDER BY 1
  LOOP
    PERFORM pg_advisory_xact_lock(hashtext('egress_user_numbers'), hashtext(t));
    INSERT INTO egress_user_numbers (tenant_id, username, n)
    SELECT t, c.username,
      (SELECT coalesce(max(u.n) + 1, 0) FROM egress_user_numbers u WHERE u.tenant_id = t)
        + row_number() OVER (ORDER BY c.username) - 1
    FROM (SELECT DISTINCT username FROM changed_events WHERE tenant_id = t) c
    WHERE NOT EXISTS (SELECT 1 FROM egress_user_numbers u WHERE u.tenant_id = t AND u.username = c.username);
  END LOOP;
  INSERT INTO egress_flow_users_daily AS r (tenant_id, day, policy_verdict, source, egress_channel, destination, users)
  SELECT tenant_id, day, policy_verdict, source, egress_channel, destination,
    bit_or(set_bit(repeat('0', width)::bit varying, n, 1))
  FROM (
    SELECT e.tenant_id, (e.created AT TIME ZONE 'UTC')::date AS day, e.policy_verdict, e.source, e.egress_channel,
      e.destination, u.n, max(u.n) OVER (PARTITION BY e.tenant_id) + 1 AS width
    FROM changed_events e JOIN egress_user_numbers u ON u.tenant_id = e.tenant_id AND u.username = e.username
  ) AS x
  GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (tenant_id, day, policy_verdict, source, egress_channel, destination)
    DO UPDATE SET users = bit_set_union(r.users, excluded.users)
    WHERE bit_set_union(r.users, excluded.users) <> r.users;
  INSERT INTO egress_flow_users_hourly AS r (tenant_id, hour, policy_verdict, source, egress_channel, destination, users)
  SELECT tenant_id, hour, policy_verdict, source, egress_channel, destination,
    bit_or(set_bit(repeat('0', width)::bit varying, n, 1))
  FROM (
    SELECT e.tenant_id, date_trunc('hour', e.created, 'UTC') AS hour, e.policy_verdict, e.source, e.egress_channel,
      e.destination, u.n, max(u.n) OVER (PARTITION BY e.tenant_id) + 1 AS width
    FROM changed_events e JOIN egress_user_numbers u ON u.tenant_id = e.tenant_id AND u.username = e.username
  ) AS x
  GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (tenant_id, hour, policy_verdict, source, egress_channel, destination)
    DO UPDATE SET users = bit_set_union(r.users, excluded.users)
    WHERE bit_set_union(r.users, excluded.users) <> r.users;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER egress_flow_users_on_insert AFTER INSERT ON egress_events
  REFERENCING NEW TABLE AS changed_events FOR EACH STATEMENT EXECUTE FUNCTION egress_flow_users_add();
--> statement-breakpoint
CREATE TRIGGER egress_flow_users_on_update AFTER UPDATE ON egress_events
  REFERENCING NEW TABLE AS changed_events FOR EACH STATEMENT EXECUTE FUNCTION egress_flow_users_add();
--> statement-breakpoint
-- The users and the flows' users of the events already there (as the owner, past row-level security).
SELECT set_config('app.maintenance', 'on', true);
--> statement-breakpoint
INSERT INTO egress_user_numbers (tenant_id, username, n)
SELECT tenant_id, username, row_number() OVER (PARTITION BY tenant_id ORDER BY username) - 1
FROM (SELECT DISTINCT tenant_id, username FROM egress_events) AS d;
--> statement-breakpoint
INSERT INTO egress_flow_users_daily (tenant_id, day, policy_verdict, source, egress_channel, destination, users)
SELECT d.tenant_id, day, policy_verdict, source, egress_channel, destination,
  bit_or(set_bit(repeat('0', w.width)::bit varying, n, 1))
FROM (
  SELECT DISTINCT e.tenant_id, (e.created AT TIME ZONE 'UTC')::date AS day, e.policy_verdict, e.source,
    e.egress_channel, e.destination, u.n
  FROM egress_events e JOIN egress_user_numbers u ON u.tenant_id = e.tenant_id AND u.username = e.username
) AS d
JOIN (SELECT tenant_id, max(n) + 1 AS width FROM egress_user_numbers GROUP BY 1) AS w ON w.tenant_id = d.tenant_id
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
INSERT INTO egress_flow_users_hourly (tenant_id, hour, policy_verdict, source, egress_channel, destination, users)
SELECT d.tenant_id, hour, policy_verdict, source, egress_channel, destination,
  bit_or(set_bit(repeat('0', w.width)::bit varying, n, 1))
FROM (
  SELECT DISTINCT e.tenant_id, date_trunc('hour', e.created, 'UTC') AS hour, e.policy_verdict, e.source,
    e.egress_channel, e.destination, u.n
  FROM egress_events e JOIN egress_user_numbers u ON u.tenant_id = e.tenant_id AND u.username = e.username
) AS d
JOIN (SELECT tenant_id, max(n) + 1 AS width FROM egress_user_numbers GROUP BY 1) AS w ON w.tenant_id = d.tenant_id
GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
SELECT set_config('app.maintenance', 'off', true);
