// The dashboard's calls (SPEC §7: GET /dashboard/*): their constants, TypeBox-free. The DTOs and their types are
// ../schemas/dashboard.

/** The dashboard's default window (SPEC §9: daysAgoFilter). */
export const DASHBOARD_DEFAULT_DAYS = 90;
/** The longest range a widget answers; a longer one is refused (400). */
export const DASHBOARD_MAX_RANGE_DAYS = 366;
/** The destination type of AI services (Top AI services). */
export const AI_SERVICE_DESTINATION_TYPE = 'AI service';
/** Destination types that are online services (Unauthorized services); devices, printers and mail are not. */
export const SERVICE_DESTINATION_TYPES = [
  'AI service',
  'Cloud storage',
  'Code hosting',
  'Collaboration',
  'File sharing',
  'Messaging',
  'Paste site',
] as const;
/**
 * The kinds of destination the console knows (the demo's and the agents' catalogue): the choices of the egress grid's
 * Destination Type filter, which the dashboard's service widgets narrow to.
 */
export const DESTINATION_TYPES = [
  ...SERVICE_DESTINATION_TYPES,
  'External email',
  'Local application',
  'Personal email',
  'Printer',
  'Removable media',
] as const;
/** How many users, policies and services the ranking widgets answer. */
export const DASHBOARD_TOP = 10;
