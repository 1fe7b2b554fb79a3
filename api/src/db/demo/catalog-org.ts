import type { DemoOs } from './platform-software';

// Vocabulary of the demo organisations: tenants, people, endpoints.

export interface DemoTenant {
  id: string;
  name: string;
  /** Share of the generated events. */
  share: number;
  employees: number;
  domain: string;
  hostPrefix: string;
  /**
   * The tenant's event feed stopped this many hours before the data's anchor (its agents, or the simulator feeding
   * them, went quiet): no events after that, so Tenant health flags it (issue 31, item 5).
   */
  feedStoppedHoursAgo?: number;
}

export const DEMO_TENANTS: readonly DemoTenant[] = [
  { id: 'acme-corp', name: 'Acme Corp', share: 0.5, employees: 140, domain: 'acme.example', hostPrefix: 'ACME' },
  { id: 'globex', name: 'Globex', share: 0.3, employees: 90, domain: 'globex.example', hostPrefix: 'GLBX' },
  {
    id: 'initech',
    name: 'Initech',
    share: 0.2,
    employees: 60,
    domain: 'initech.example',
    hostPrefix: 'INTC',
    feedStoppedHoursAgo: 30,
  },
];

/** The password of every demo user that can sign in. */
export const DEMO_PASSWORD = 'Console-Demo-1';

export interface DemoDashboardUser {
  loginId: string;
  name: string;
  /** Tenant id -> role names. */
  memberships: Readonly<Record<string, readonly string[]>>;
  /** Whether the user can sign in (the others only appear as assignees and in the audit log). */
  canSignIn: boolean;
  /**
   * A Tenant Group Admin (issue 31, item 1): the tenant group a platform admin granted them, with its tenants. They
   * work across tenants for a managed security provider: no tenant's staff (never an assignee), nor in its directory.
   */
  tenantGroupAdmin?: { group: string; tenants: readonly string[] };
  /**
   * False for a user added after the generated data took its shape: not among the staff it picks assignees, comment
   * authors and audit entries from, so the demo incidents stay those the journeys and screenshots know.
   */
  inGeneratedData?: false;
}

export const DEMO_DASHBOARD_USERS: readonly DemoDashboardUser[] = [
  {
    loginId: 'admin@acme.example',
    name: 'Avery Chen',
    memberships: { 'acme-corp': ['Tenant Admin'] },
    canSignIn: true,
  },
  {
    // A second Tenant Admin of Acme: what needs two different approvers (an exception, a four-eyes batch) is decided by
    // two of the tenant's own admins.
    loginId: 'admin2@acme.example',
    name: 'Jules Martin',
    memberships: { 'acme-corp': ['Tenant Admin'] },
    canSignIn: true,
    inGeneratedData: false,
  },
  { loginId: 'analyst@acme.example', name: 'Sam Patel', memberships: { 'acme-corp': ['Analyst'] }, canSignIn: true },
  {
    loginId: 'multi@globex.example',
    name: 'Morgan Reyes',
    memberships: { globex: ['Tenant Admin'], initech: ['Analyst'] },
    canSignIn: true,
  },
  {
    loginId: 'root@platform.example',
    name: 'Riley Root',
    memberships: { 'acme-corp': ['Product Admin'] },
    canSignIn: true,
  },
  {
    loginId: 'msp@platform.example',
    name: 'Noor Okafor',
    memberships: { initech: ['Analyst'] },
    canSignIn: true,
    tenantGroupAdmin: { group: 'Northwind managed', tenants: ['globex', 'initech'] },
  },
  {
    loginId: 'jordan.lee@acme.example',
    name: 'Jordan Lee',
    memberships: { 'acme-corp': ['Analyst'] },
    canSignIn: false,
  },
  {
    loginId: 'priya.nair@acme.example',
    name: 'Priya Nair',
    memberships: { 'acme-corp': ['Analyst'] },
    canSignIn: false,
  },
  {
    loginId: 'tomas.silva@acme.example',
    name: 'Tomás Silva',
    memberships: { 'acme-corp': ['Analyst'] },
    canSignIn: false,
  },
  { loginId: 'hana.kim@globex.example', name: 'Hana Kim', memberships: { globex: ['Analyst'] }, canSignIn: false },
  {
    loginId: 'omar.haddad@globex.example',
    name: 'Omar Haddad',
    memberships: { globex: ['Analyst'] },
    canSignIn: false,
  },
  {
    loginId: 'bill.lumbergh@initech.example',
    name: 'Bill Lumbergh',
    memberships: { initech: ['Tenant Admin'] },
    canSignIn: false,
  },
  {
    loginId: 'joanna.m@initech.example',
    name: 'Joanna McKenzie',
    memberships: { initech: ['Analyst'] },
    canSignIn: false,
  },
];

/** The roles every tenant has, with their permissions. */
export const DEMO_ROLES: readonly { name: string; description: string; permissions: readonly string[] }[] = [
  {
    name: 'Tenant Admin',
    description: 'Administers the tenant: policies, lists, users, devices, reports, feature flags.',
    permissions: [
      'incidents:write',
      'policies:write',
      'lists:write',
      'devices:write',
      'reports:write',
      'users:manage',
      'flags:write',
      'audit:read',
    ],
  },
  {
    name: 'Analyst',
    description: 'Triages incidents and reads everything else.',
    permissions: ['incidents:write', 'reports:write', 'audit:read'],
  },
  {
    name: 'Product Admin',
    description: 'Platform administrator: sees every tenant.',
    permissions: ['platform:admin', 'audit:read'],
  },
];

export const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Ethan',
  'Sophia',
  'Mason',
  'Isabella',
  'Lucas',
  'Mia',
  'Aiden',
  'Amelia',
  'Elijah',
  'Harper',
  'James',
  'Evelyn',
  'Benjamin',
  'Abigail',
  'Henry',
  'Aarav',
  'Wei',
  'Yuki',
  'Fatima',
  'Mateo',
  'Chloe',
  'Diego',
  'Zara',
  'Kofi',
  'Ingrid',
  'Ravi',
  'Leila',
  'Nikolai',
  'Sofia',
  'Tariq',
  'Grace',
  'Hiro',
  'Ana',
] as const;

export const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Martinez',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Thompson',
  'White',
  'Nguyen',
  'Sato',
  'Khan',
  'Okafor',
  'Novak',
  'Rossi',
  'Müller',
  'Dubois',
  'Kowalski',
  'Andersson',
  'Haddad',
  'Park',
  'Singh',
  'Cohen',
  'Fernandes',
] as const;

export const DEPARTMENTS = [
  'Engineering',
  'Finance',
  'Sales',
  'Marketing',
  'HR',
  'Legal',
  'Support',
  'Operations',
] as const;

/** Endpoint platforms with how common each is. */
export const PLATFORMS: readonly (readonly [
  { os: DemoOs; versions: readonly string[]; arch: readonly string[]; tag: string },
  number,
])[] = [
  [
    {
      os: 'Windows',
      versions: ['Windows 11 23H2', 'Windows 11 24H2', 'Windows 10 22H2'],
      arch: ['x64', 'x64', 'x64', 'arm64'],
      tag: 'WIN',
    },
    55,
  ],
  [
    {
      os: 'macOS',
      versions: ['macOS 14.7 Sonoma', 'macOS 15.3 Sequoia', 'macOS 15.5 Sequoia'],
      arch: ['arm64', 'arm64', 'arm64', 'x64'],
      tag: 'MAC',
    },
    35,
  ],
  [
    {
      os: 'Linux',
      versions: ['Ubuntu 22.04 LTS', 'Ubuntu 24.04 LTS', 'Fedora 41', 'Debian 12'],
      arch: ['x64', 'x64', 'arm64'],
      tag: 'LNX',
    },
    10,
  ],
];

export const AGENT_VERSIONS: readonly (readonly [string, number])[] = [
  ['4.12.3', 40],
  ['4.12.1', 20],
  ['4.11.0', 15],
  ['4.10.2', 8],
  ['3.9.7', 4],
  ['', 3],
];

export const EXTENSION_VERSIONS: readonly (readonly [string, number])[] = [
  ['2.8.0', 45],
  ['2.7.4', 25],
  ['2.6.1', 10],
  ['', 8],
];
