// Business constants of SPEC §9 (and the fixed names of SPEC §2/§3), one named export each.

/** Sort direction of a list call. */
export type SortOrder = 'asc' | 'desc';

// Session

/** A session token expiring within this many ms is refreshed. */
export const SESSION_REFRESH_THRESHOLD_MS = 60_000;
/** The identity SDK's refresh timer fires this many ms before expiry. */
export const IDENTITY_REFRESH_LEAD_MS = 20_000;

// List calls

/** Default list query of the audit log: page size 100, newest first, empty search. */
export const AUDIT_LOG_LIST_DEFAULTS = { pageSize: 100, sortOrder: 'desc', search: '' } as const;
/** Default list query of the device manager: page size 1000, by lastSeen descending, empty search. */
export const DEVICE_LIST_DEFAULTS = { pageSize: 1000, sortColumn: 'lastSeen', sortOrder: 'desc', search: '' } as const;
/** Default list query of the egress grid: page size 100, by Created descending. */
export const EGRESS_LIST_DEFAULTS = { pageSize: 100, sortColumn: 'created', sortOrder: 'desc' } as const;
/** Default list query of the incidents grid: page size 100, by Created descending. */
export const INCIDENT_LIST_DEFAULTS = { pageSize: 100, sortColumn: 'created', sortOrder: 'desc' } as const;
/** Page size of the users-and-groups search. */
export const USER_SEARCH_PAGE_SIZE = 100;

// Dashboard

/** Default dashboard window in days (daysAgoFilter). */
export const DASHBOARD_DEFAULT_DAYS_AGO = 90;

// Caches, polling, redirects

/** Fetch-cache entries younger than this are served without a request. */
export const FETCH_CACHE_FRESH_MS = 5_000;
/** Fetch-cache entries older than this are dropped. */
export const FETCH_CACHE_MAX_AGE_MS = 3 * 60_000;
/** Interval of the fetch-cache sweep that frees dropped entries. */
export const FETCH_CACHE_SWEEP_INTERVAL_MS = 5 * 60_000;
/** How long the device fingerprint is cached. */
export const DEVICE_FINGERPRINT_TTL_MS = 24 * 60 * 60_000;
/** Default polling interval. */
export const POLLING_INTERVAL_MS = 1_000;
/** Longest a poll may run before it times out (error code 0). */
export const POLLING_TIMEOUT_MAX_MS = 10 * 60_000;
/** Most redirects followed before giving up. */
export const REDIRECT_LIMIT = 100;

// Report schedules

/** Week days of a weekly report schedule, Su to Sa; the index is the cron day (0 to 6). */
export const REPORT_WEEK_DAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const;
/** Days of the month a monthly report schedule can run on. */
export const REPORT_MONTH_DAYS = [1, 15] as const;
/** Day of the quarter's first month a quarterly schedule runs on (option First Day). */
export const REPORT_QUARTER_DAY = 1;
/** Quarterly schedules use a month step divisible by this. */
export const REPORT_QUARTER_MONTH_STEP = 3;
/** Repeat periods of a report schedule. */
export const REPORT_REPEAT_PERIODS = ['day', 'week', 'month', 'quarter'] as const;

// Colours

/** Brand colour, the antd primary. */
export const BRAND_COLOR = '#6A00FF';

/** Incident severities. */
export const SEVERITIES = ['high', 'medium', 'low', 'resolved'] as const;
/** One incident severity. */
export type Severity = (typeof SEVERITIES)[number];

/** Severity colours: red high, orange medium, yellow low, green resolved. */
export const SEVERITY_COLORS: Readonly<Record<Severity, string>> = {
  high: '#F5222D',
  medium: '#FA8C16',
  low: '#FADB14',
  resolved: '#52C41A',
};

// Toasts

/** How long a toast stays before it is dismissed. */
export const TOAST_DURATION_MS = 5_000;
/** Most toasts visible at once; newer ones push older ones into a queue. */
export const TOAST_VISIBLE_LIMIT = 3;
/** A swipe longer than this dismisses a toast. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** Hotkey that focuses the notification region (KeyboardEvent.code, so it works on any layout). */
export const TOAST_HOTKEY = { altKey: true, code: 'KeyT', label: 'Alt+T' } as const;
/** Accessible label of the notification region. */
export const TOAST_REGION_LABEL = 'Notifications';
/** Length of a toast's exit animation before it is removed. */
export const TOAST_EXIT_MS = 200;

// Search picker

/** Most options a search picker lists, the selected ones first. */
export const SEARCH_PICKER_MAX_OPTIONS = 100;
/** Debounce of the search picker's input. */
export const SEARCH_PICKER_DEBOUNCE_MS = 500;
/** Height of the search picker's popup. */
export const SEARCH_PICKER_POPUP_HEIGHT_PX = 370;
/** Gap between the search picker and its popup. */
export const SEARCH_PICKER_GUTTER_PX = 4;
/** Placement of the search picker's popup. */
export const SEARCH_PICKER_PLACEMENT = 'bottom-start';
/** Placeholder of the search picker's input. */
export const SEARCH_PICKER_PLACEHOLDER = 'Search';
/** Shown before any search. */
export const SEARCH_PICKER_TYPE_TO_SEARCH = 'Type to search';
/** Shown after a search without matches. */
export const SEARCH_PICKER_NO_RESULTS = 'No results';

// User menu and avatar

/** Minimum width of the user menu. */
export const USER_MENU_MIN_WIDTH_PX = 300;
/** Most initials an avatar shows. */
export const AVATAR_MAX_INITIALS = 2;
/** Characters of the name hashed to choose an avatar colour. */
export const AVATAR_HASH_LENGTH = 50;
/** The 33 avatar background colours, all dark enough for white initials. */
export const AVATAR_PALETTE = [
  '#6A00FF',
  '#5B21B6',
  '#7C3AED',
  '#9333EA',
  '#A21CAF',
  '#C026D3',
  '#DB2777',
  '#BE185D',
  '#E11D48',
  '#B91C1C',
  '#DC2626',
  '#C2410C',
  '#EA580C',
  '#B45309',
  '#A16207',
  '#4D7C0F',
  '#15803D',
  '#16A34A',
  '#047857',
  '#059669',
  '#0F766E',
  '#0D9488',
  '#0E7490',
  '#0891B2',
  '#0369A1',
  '#0284C7',
  '#1D4ED8',
  '#2563EB',
  '#4338CA',
  '#4F46E5',
  '#475569',
  '#57534E',
  '#374151',
] as const;
/** Number of avatar colours. */
export const AVATAR_COLOR_COUNT = 33;

// Combobox and generic UI timings

/** Window in which two taps on a combobox count as a double tap. */
export const COMBOBOX_DOUBLE_TAP_MS = 500;
/** Screen-reader announcements of the combobox. */
export const COMBOBOX_ANNOUNCEMENTS = { showSuggestions: 'Show suggestions', suggestions: 'Suggestions' } as const;
/** Live-region announcements vanish after this. */
export const LIVE_ANNOUNCEMENT_TIMEOUT_MS = 7_000;
/** The type-ahead buffer of lists and menus resets after this pause. */
export const TYPEAHEAD_RESET_MS = 500;
/** A submenu opens after the pointer hovers this long. */
export const SUBMENU_HOVER_DELAY_MS = 100;
/** Grace period for the pointer to travel from a trigger to its popup. */
export const POINTER_GRACE_MS = 300;
/** Padding kept between a popup and the viewport edge. */
export const POPUP_OVERFLOW_PADDING_PX = 8;
/** Padding kept between a popup's arrow and its corners. */
export const POPUP_ARROW_PADDING_PX = 4;

// Domain values

/** Policy verdicts of events. */
export const VERDICTS = ['ALLOW', 'CHALLENGE', 'BLOCK', 'educate'] as const;
/** One policy verdict. */
export type Verdict = (typeof VERDICTS)[number];
/** Verdict filter of each egress tab besides All Events, with the tab's label. */
export const EGRESS_VERDICT_TABS = [
  { path: 'not-covered', verdict: 'NOT_COVERED', title: 'Not Covered' },
  { path: 'monitored', verdict: 'CHALLENGE', title: 'Monitored Events' },
  { path: 'protected', verdict: 'BLOCK', title: 'Protected Events' },
] as const;
/** Agent status values of a device. */
export const AGENT_STATUSES = ['Inactive', 'Offline', 'Online'] as const;
/** One agent status. */
export type AgentStatus = (typeof AGENT_STATUSES)[number];

/**
 * Audit-log page area of each object kind: Policies and Rules are Policies, Events Data Egress, Endpoints Device
 * Management; the audit log's own reads are Audit Log.
 */
export const AUDIT_PAGE_AREAS = {
  Policies: 'Policies',
  Rules: 'Policies',
  Reports: 'Reports',
  Lists: 'Lists',
  Incidents: 'Incidents',
  Events: 'Data Egress',
  Endpoints: 'Device Management',
  /** Reads and exports of the audit log itself. */
  AuditLog: 'Audit Log',
  /** Invitations, roles, status and removal of members; SCIM tokens and provisioning. */
  UserManagement: 'User Management',
} as const;
/** Page area an audit entry is shown under. */
export type AuditPageArea = (typeof AUDIT_PAGE_AREAS)[keyof typeof AUDIT_PAGE_AREAS];

/** Filter names of the egress grid, in bar order. */
export const EGRESS_FILTER_NAMES = [
  'Source',
  'Data Type',
  'Content Category',
  'MIP Label',
  'Egress Channel',
  'Data Volume',
  'Policy Name',
  'Policy Verdict',
  'Hostname',
  'Username',
  'Destination',
  'Date Picker',
  'Total Hit Count',
] as const;
/**
 * Filter names of the incidents grid: the egress set without Policy Name, Host Name for Hostname, plus six more, and
 * SLA (issue 30 item 2: breached, on track, no clock).
 */
export const INCIDENT_FILTER_NAMES = [
  'Source',
  'Data Type',
  'Content Category',
  'MIP Label',
  'Egress Channel',
  'Data Volume',
  'Policy Verdict',
  'Host Name',
  'Username',
  'Destination',
  'Date Picker',
  'Total Hit Count',
  'Severity',
  'Assigned To',
  'Status',
  'Flagged',
  'Exception Request Status',
  'Exception Request type',
  'SLA',
] as const;
/** Filter names of the device grid. */
export const DEVICE_FILTER_NAMES = [
  'Date Picker',
  'Host Name',
  'Last Active User',
  'Agent Version',
  'Extension Version',
  'Operating Systems',
  'CPU Architecture',
  'Agent Status',
  'Extension Status',
] as const;
/** Filter names of the audit-log grid. */
export const AUDIT_FILTER_NAMES = ['Date Picker', 'User', 'Page', 'Action', 'Outcome'] as const;

/** Titles of the console's pages and tabs (SPEC §2). */
export const PAGE_TITLES = {
  dashboardDlp: 'DLP',
  dashboardAiPosture: 'AI Posture',
  egressAll: 'All Events',
  egressNotCovered: 'Not Covered',
  egressMonitored: 'Monitored Events',
  egressProtected: 'Protected Events',
  policies: 'Protection Policies',
  policyCreate: 'Create New Policy',
  policyEdit: 'Edit Policy',
  devices: 'Device Manager',
  settings: 'Configuration',
  settingsLists: 'Lists',
  settingsAuditLog: 'Audit Log',
  settingsUserManagement: 'User Management',
  integrations: 'Coming Soon',
} as const;
