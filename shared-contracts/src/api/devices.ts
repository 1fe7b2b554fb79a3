// Device calls of SPEC §7 (GET /devices, /devices/count, /devices/export, PATCH /devices/{id}, PATCH /devices/batch):
// their constants, TypeBox-free. The DTOs and their types are ../schemas/devices, the device rules ./device-rules.

/** A device is Online when it was last seen at most this many minutes ago. */
export const DEVICE_ONLINE_WITHIN_MINUTES = 15;
/** A device not seen for this many days is Inactive; between the two it is Offline. */
export const DEVICE_INACTIVE_AFTER_DAYS = 7;

/** Extension status values a device reports. */
export const EXTENSION_STATUSES = ['Active', 'Inactive', 'Disabled', 'Not installed'] as const;
/** One extension status. */
export type ExtensionStatus = (typeof EXTENSION_STATUSES)[number];

/** Columns GET /devices sorts by (`sortColumn`); `lastSeen` is the default. */
export const DEVICE_SORT_COLUMNS = ['lastSeen', 'hostname', 'lastActiveUser', 'agentVersion'] as const;

/** Counts of GET /devices/count are exact up to this many devices, then estimated. */
export const DEVICE_COUNT_CAP = 100_000;
