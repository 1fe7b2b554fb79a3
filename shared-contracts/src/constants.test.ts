import * as c from './constants';

describe('SPEC §9 constants', () => {
  it('keeps session and cache timings', () => {
    expect(c.SESSION_REFRESH_THRESHOLD_MS).toBe(60_000);
    expect(c.IDENTITY_REFRESH_LEAD_MS).toBe(20_000);
    expect(c.FETCH_CACHE_FRESH_MS).toBe(5_000);
    expect(c.FETCH_CACHE_MAX_AGE_MS).toBe(180_000);
    expect(c.FETCH_CACHE_SWEEP_INTERVAL_MS).toBe(300_000);
    expect(c.DEVICE_FINGERPRINT_TTL_MS).toBe(86_400_000);
    expect(c.POLLING_INTERVAL_MS).toBe(1_000);
    expect(c.POLLING_TIMEOUT_MAX_MS).toBe(600_000);
    expect(c.REDIRECT_LIMIT).toBe(100);
    expect(c.DASHBOARD_DEFAULT_DAYS_AGO).toBe(90);
  });

  it('keeps list defaults', () => {
    expect(c.AUDIT_LOG_LIST_DEFAULTS).toEqual({ pageSize: 100, sortOrder: 'desc', search: '' });
    expect(c.DEVICE_LIST_DEFAULTS).toEqual({ pageSize: 1000, sortColumn: 'lastSeen', sortOrder: 'desc', search: '' });
    expect(c.EGRESS_LIST_DEFAULTS).toEqual({ pageSize: 100, sortColumn: 'created', sortOrder: 'desc' });
    expect(c.INCIDENT_LIST_DEFAULTS).toEqual(c.EGRESS_LIST_DEFAULTS);
    expect(c.USER_SEARCH_PAGE_SIZE).toBe(100);
  });

  it('keeps colours', () => {
    expect(c.BRAND_COLOR).toBe('#6A00FF');
    expect(Object.keys(c.SEVERITY_COLORS)).toEqual(['high', 'medium', 'low', 'resolved']);
    expect(c.SEVERITY_COLORS).toEqual({ high: '#F5222D', medium: '#FA8C16', low: '#FADB14', resolved: '#52C41A' });
  });

  it('keeps toast, picker, menu, avatar and combobox values', () => {
    expect([c.TOAST_DURATION_MS, c.TOAST_VISIBLE_LIMIT, c.TOAST_SWIPE_THRESHOLD_PX]).toEqual([5000, 3, 50]);
    expect(c.TOAST_HOTKEY).toEqual({ altKey: true, code: 'KeyT', label: 'Alt+T' });
    expect(c.TOAST_REGION_LABEL).toBe('Notifications');
    expect(c.SEARCH_PICKER_MAX_OPTIONS).toBe(100);
    expect(c.SEARCH_PICKER_DEBOUNCE_MS).toBe(500);
    expect(c.SEARCH_PICKER_POPUP_HEIGHT_PX).toBe(370);
    expect(c.SEARCH_PICKER_GUTTER_PX).toBe(4);
    expect(c.SEARCH_PICKER_PLACEMENT).toBe('bottom-start');
    expect([c.SEARCH_PICKER_PLACEHOLDER, c.SEARCH_PICKER_TYPE_TO_SEARCH, c.SEARCH_PICKER_NO_RESULTS]).toEqual([
      'Search',
      'Type to search',
      'No results',
    ]);
    expect(c.USER_MENU_MIN_WIDTH_PX).toBe(300);
    expect([c.AVATAR_MAX_INITIALS, c.AVATAR_HASH_LENGTH, c.AVATAR_COLOR_COUNT]).toEqual([2, 50, 33]);
    expect(c.COMBOBOX_DOUBLE_TAP_MS).toBe(500);
    expect(c.COMBOBOX_ANNOUNCEMENTS).toEqual({ showSuggestions: 'Show suggestions', suggestions: 'Suggestions' });
  });

  it('has 33 distinct valid avatar colours', () => {
    expect(c.AVATAR_PALETTE).toHaveLength(c.AVATAR_COLOR_COUNT);
    expect(new Set(c.AVATAR_PALETTE).size).toBe(33);
    for (const colour of c.AVATAR_PALETTE) expect(colour).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('keeps generic UI timings', () => {
    expect([
      c.LIVE_ANNOUNCEMENT_TIMEOUT_MS,
      c.TYPEAHEAD_RESET_MS,
      c.SUBMENU_HOVER_DELAY_MS,
      c.POINTER_GRACE_MS,
      c.POPUP_OVERFLOW_PADDING_PX,
      c.POPUP_ARROW_PADDING_PX,
    ]).toEqual([7000, 500, 100, 300, 8, 4]);
  });

  it('keeps report schedule values', () => {
    expect(c.REPORT_WEEK_DAYS.indexOf('Su')).toBe(0);
    expect(c.REPORT_WEEK_DAYS.indexOf('Sa')).toBe(6);
    expect(c.REPORT_MONTH_DAYS).toEqual([1, 15]);
    expect(c.REPORT_QUARTER_DAY).toBe(1);
    expect(c.REPORT_QUARTER_MONTH_STEP).toBe(3);
  });

  it('keeps domain values and page areas', () => {
    expect(c.VERDICTS).toEqual(['ALLOW', 'CHALLENGE', 'BLOCK', 'educate']);
    expect(c.SEVERITIES).toEqual(['high', 'medium', 'low', 'resolved']);
    expect(c.AGENT_STATUSES).toEqual(['Inactive', 'Offline', 'Online']);
    expect(c.EGRESS_VERDICT_TABS.map((tab) => [tab.verdict, tab.title])).toEqual([
      ['NOT_COVERED', 'Not Covered'],
      ['CHALLENGE', 'Monitored Events'],
      ['BLOCK', 'Protected Events'],
    ]);
    expect(c.AUDIT_PAGE_AREAS.Rules).toBe('Policies');
    expect(c.AUDIT_PAGE_AREAS.Events).toBe('Data Egress');
    expect(c.AUDIT_PAGE_AREAS.Endpoints).toBe('Device Management');
    // SPEC's six areas, and the audit log's own reads.
    expect(c.AUDIT_PAGE_AREAS.AuditLog).toBe('Audit Log');
    expect(c.AUDIT_PAGE_AREAS.UserManagement).toBe('User Management');
    expect(new Set(Object.values(c.AUDIT_PAGE_AREAS)).size).toBe(8);
  });

  it('derives the incident filters from the egress filters as SPEC §2 says', () => {
    const derived = c.EGRESS_FILTER_NAMES.filter((name) => name !== 'Policy Name').map((name) =>
      name === 'Hostname' ? 'Host Name' : name,
    );
    expect(c.INCIDENT_FILTER_NAMES).toEqual([
      ...derived,
      'Severity',
      'Assigned To',
      'Status',
      'Flagged',
      'Exception Request Status',
      'Exception Request type',
      'SLA',
    ]);
    expect(c.EGRESS_FILTER_NAMES).toHaveLength(13);
    expect(c.DEVICE_FILTER_NAMES).toHaveLength(9);
    expect(c.AUDIT_FILTER_NAMES).toEqual(['Date Picker', 'User', 'Page', 'Action', 'Outcome']);
  });

  it('keeps page titles', () => {
    expect(c.PAGE_TITLES.policies).toBe('Protection Policies');
    expect(c.PAGE_TITLES.policyCreate).toBe('Create New Policy');
    expect(c.PAGE_TITLES.devices).toBe('Device Manager');
    expect(c.PAGE_TITLES.settings).toBe('Configuration');
    expect(c.PAGE_TITLES.settingsAuditLog).toBe('Audit Log');
    expect(c.PAGE_TITLES.dashboardAiPosture).toBe('AI Posture');
  });
});
