CREATE TABLE "policy_exception_approvals" (
	"tenant_id" text NOT NULL,
	"exception_id" uuid NOT NULL,
	"approver_id" text NOT NULL,
	"approved" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_exception_approvals_tenant_id_exception_id_approver_id_pk" PRIMARY KEY("tenant_id","exception_id","approver_id")
);
--> statement-breakpoint
CREATE TABLE "policy_exception_incidents" (
	"tenant_id" text NOT NULL,
	"exception_id" uuid NOT NULL,
	"incident_id" uuid NOT NULL,
	"linked" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_exception_incidents_tenant_id_exception_id_incident_id_pk" PRIMARY KEY("tenant_id","exception_id","incident_id")
);
--> statement-breakpoint
CREATE TABLE "policy_exceptions" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"username" text,
	"user_group" text,
	"destination" text,
	"list_id" uuid,
	"data_type" text,
	"egress_channel" text,
	"reason" text NOT NULL,
	"requested_by" text NOT NULL,
	"incident_id" uuid,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"state" text NOT NULL,
	"approvals_required" smallint NOT NULL,
	"decided_by" text,
	"decided" timestamp (3) with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "policy_exceptions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "policy_exception_approvals" ADD CONSTRAINT "policy_exception_approvals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_exception_approvals" ADD CONSTRAINT "policy_exception_approvals_tenant_id_exception_id_policy_exceptions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exception_id") REFERENCES "public"."policy_exceptions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_exception_incidents" ADD CONSTRAINT "policy_exception_incidents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_exception_incidents" ADD CONSTRAINT "policy_exception_incidents_tenant_id_exception_id_policy_exceptions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","exception_id") REFERENCES "public"."policy_exceptions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_exceptions" ADD CONSTRAINT "policy_exceptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_exception_incidents_incident_idx" ON "policy_exception_incidents" USING btree ("tenant_id","incident_id");--> statement-breakpoint
CREATE INDEX "policy_exceptions_created_idx" ON "policy_exceptions" USING btree ("tenant_id","created","id");--> statement-breakpoint
CREATE INDEX "policy_exceptions_expires_idx" ON "policy_exceptions" USING btree ("tenant_id","expires_at","id");--> statement-breakpoint
CREATE INDEX "policy_exceptions_state_idx" ON "policy_exceptions" USING btree ("tenant_id","state","expires_at");--> statement-breakpoint
CREATE INDEX "policy_exceptions_requested_by_idx" ON "policy_exceptions" USING btree ("tenant_id","requested_by","id");--> statement-breakpoint
CREATE INDEX "policy_exceptions_incident_idx" ON "policy_exceptions" USING btree ("tenant_id","incident_id");