// Report templates and reports (SPEC §3, §7, §9): their constants, TypeBox-free. The DTOs and their types are
// ../schemas/report-templates.

/**
 * What a report lists: egress events, incidents, the audit log or devices (each through its grid's listing), or the
 * incident SLA's weekly MTTA, MTTR and breach rate (from the dashboard's SLA rollup).
 */
export const REPORT_DATA_SOURCES = ['egress_events', 'incidents', 'audit_logs', 'devices', 'incident_sla'] as const;
/** One data source. */
export type ReportDataSource = (typeof REPORT_DATA_SOURCES)[number];

/** A report's life: queued, running, then ready or failed (with the reason). */
export const REPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
/** One report status. */
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What started a report: its schedule (one slot) or a person (Run now). */
export const REPORT_TRIGGERS = ['schedule', 'manual'] as const;
/** One trigger. */
export type ReportTrigger = (typeof REPORT_TRIGGERS)[number];

/** Longest template name. */
export const REPORT_TEMPLATE_NAME_MAX_LENGTH = 100;
/** Most recipients of one template. */
export const REPORT_RECIPIENTS_MAX = 50;
/** The time window a report covers, in days before its run: default and most. */
export const REPORT_TIME_WINDOW_DAYS = { default: 7, max: 366 } as const;
/** How long a download link opened from the page stays valid. */
export const REPORT_DOWNLOAD_LINK_SECONDS = 300;
/** How long the link of a report's e-mail stays valid. */
export const REPORT_EMAIL_LINK_DAYS = 7;
/** How long a report's file is kept. */
export const REPORT_RETENTION_DAYS = 30;
/** Most reports of a template GET /report-templates/{ID}/reports answers (newest first). */
export const REPORT_HISTORY_LIMIT = 100;
