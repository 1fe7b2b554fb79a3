// Vocabulary of the demo configuration: policies, lists, classifications, report templates.

import { classificationIdOf, type ListEntityType, type ListType } from 'shared-contracts';

export interface DemoPolicy {
  name: string;
  description: string;
  verdict: 'ALLOW' | 'CHALLENGE' | 'BLOCK' | 'educate';
  status: 'enabled' | 'disabled';
  channels: readonly string[];
  destinationTypes: readonly string[];
  dataTypes: readonly string[];
  /** Destinations the policy is limited to, when it is. */
  destinations?: readonly string[];
  /** Names of the demo lists the policy refers to (stored as `definition.listIds`). */
  lists?: readonly string[];
}

export const DEMO_POLICIES: readonly DemoPolicy[] = [
  {
    name: 'Block source code to unsanctioned AI',
    description: 'Stops code and secrets from reaching AI chat services outside the approved list.',
    verdict: 'BLOCK',
    status: 'enabled',
    channels: ['Paste into AI prompt', 'File upload'],
    destinationTypes: ['AI service'],
    dataTypes: ['Source code', 'API key', 'Private key'],
    lists: ['Sanctioned AI services'],
  },
  {
    name: 'Monitor prompts to AI assistants',
    description: 'Records what employees paste into AI assistants.',
    verdict: 'CHALLENGE',
    status: 'enabled',
    channels: ['Paste into AI prompt'],
    destinationTypes: ['AI service'],
    dataTypes: [],
  },
  {
    name: 'Block card numbers leaving by email',
    description: 'PCI DSS: no card numbers to personal or external email.',
    verdict: 'BLOCK',
    status: 'enabled',
    channels: ['Email'],
    destinationTypes: ['Personal email', 'External email'],
    dataTypes: ['Credit card number'],
  },
  {
    name: 'Educate on personal cloud storage',
    description: 'Shows a coaching message on uploads to personal cloud storage.',
    verdict: 'educate',
    status: 'enabled',
    channels: ['File upload', 'Cloud sync'],
    destinationTypes: ['Cloud storage'],
    dataTypes: [],
  },
  {
    name: 'Block Highly Confidential to USB',
    description: 'Removable media may not receive Highly Confidential files.',
    verdict: 'BLOCK',
    status: 'enabled',
    channels: ['USB'],
    destinationTypes: ['Removable media'],
    dataTypes: [],
  },
  {
    name: 'Monitor PHI uploads',
    description: 'HIPAA: watch health data leaving through uploads.',
    verdict: 'CHALLENGE',
    status: 'enabled',
    channels: ['File upload', 'Email'],
    destinationTypes: [],
    dataTypes: ['Medical record number', 'ICD-10 code', 'Health insurance number'],
  },
  {
    name: 'Allow sanctioned Copilot',
    description: 'Microsoft Copilot under the enterprise agreement is allowed.',
    verdict: 'ALLOW',
    status: 'enabled',
    channels: ['Paste into AI prompt', 'File upload'],
    destinationTypes: ['AI service'],
    dataTypes: [],
    destinations: ['copilot.microsoft.com'],
  },
  {
    name: 'Block API keys in prompts',
    description: 'Credentials never go into an AI prompt.',
    verdict: 'BLOCK',
    status: 'enabled',
    channels: ['Paste into AI prompt', 'Paste into web form', 'Clipboard'],
    destinationTypes: [],
    dataTypes: ['API key', 'AWS access key', 'Password', 'JWT'],
  },
  {
    name: 'Monitor national ID exports',
    description: 'GDPR: national identifiers leaving the company are reviewed.',
    verdict: 'CHALLENGE',
    status: 'enabled',
    channels: [],
    destinationTypes: [],
    dataTypes: ['US Social Security number', 'UK National Insurance number', 'Passport number'],
  },
  {
    name: 'Block file-sharing sites',
    description: 'WeTransfer, MEGA and paste sites are blocked for labelled content.',
    verdict: 'BLOCK',
    status: 'enabled',
    channels: ['File upload', 'Paste into web form'],
    destinationTypes: ['File sharing', 'Paste site'],
    dataTypes: [],
  },
  {
    name: 'Protect M&A documents',
    description: 'Project Falcon documents stay inside Legal.',
    verdict: 'BLOCK',
    status: 'disabled',
    channels: [],
    destinationTypes: [],
    dataTypes: ['Contract'],
  },
  {
    name: 'Print monitoring for payroll',
    description: 'Payroll files sent to printers are recorded.',
    verdict: 'CHALLENGE',
    status: 'enabled',
    channels: ['Print'],
    destinationTypes: ['Printer'],
    dataTypes: ['Salary information'],
  },
];

export interface DemoList {
  name: string;
  description: string;
  listType: ListType;
  entityType: ListEntityType;
  items: readonly string[];
}

export const DEMO_LISTS: readonly DemoList[] = [
  {
    name: 'Sanctioned AI services',
    description: 'AI services covered by an enterprise agreement.',
    listType: 'allow',
    entityType: 'domain',
    items: ['copilot.microsoft.com', 'chatgpt.com', 'claude.ai'],
  },
  {
    name: 'Unsanctioned AI services',
    description: 'Consumer AI services.',
    listType: 'block',
    entityType: 'domain',
    items: ['chat.deepseek.com', 'poe.com', 'chat.mistral.ai', 'perplexity.ai', 'huggingface.co'],
  },
  {
    name: 'Blocked file-sharing sites',
    description: 'Anonymous file transfer and paste sites.',
    listType: 'block',
    entityType: 'domain',
    items: ['wetransfer.com', 'mega.nz', 'pastebin.com', 'sendspace.com', 'file.io'],
  },
  {
    name: 'Trusted partner domains',
    description: 'Email domains of contracted partners.',
    listType: 'allow',
    entityType: 'email_domain',
    items: ['partner-mail.example.net', 'auditors.example.org', 'law-firm.example.com'],
  },
  {
    name: 'Executives',
    description: 'Extra monitoring for the leadership team.',
    listType: 'allow',
    entityType: 'user',
    items: [],
  },
  {
    name: 'Build servers',
    description: 'Hosts allowed to push to public code hosting.',
    listType: 'allow',
    entityType: 'hostname',
    items: ['build-01', 'build-02', 'ci-runner-arm64'],
  },
  {
    name: 'Risky file extensions',
    description: 'Archives and disk images.',
    listType: 'block',
    entityType: 'file_extension',
    items: ['.7z', '.rar', '.iso', '.dmg', '.zip'],
  },
];

export interface DemoClassification {
  kind: 'category' | 'element_type' | 'compliance_framework';
  id: string;
  displayName: string;
  hidden?: boolean;
  extra?: boolean;
  /** A framework's element types, by classification id. */
  elementTypes?: readonly string[];
}

const categories = [
  'Financial',
  'Customer PII',
  'National identifiers',
  'Health (PHI)',
  'Credentials & secrets',
  'Source code',
  'Intellectual property',
  'Legal',
  'HR',
  'General business',
];
const elementTypes = [
  'Credit card number',
  'IBAN',
  'Bank account number',
  'US Social Security number',
  'UK National Insurance number',
  'Passport number',
  'Driver licence number',
  'Email address',
  'Phone number',
  'Full name',
  'Postal address',
  'Medical record number',
  'ICD-10 code',
  'Health insurance number',
  'API key',
  'AWS access key',
  'Private key',
  'Password',
  'JWT',
  'Source code',
  'Contract',
  'Salary information',
  'Performance review',
  'Product roadmap',
  'Patent draft',
  'Confidential keyword',
];
/** Compliance frameworks: whether the flag EXTRA_COMPLIANCE_FRAMEWORKS is needed, and the element types under each. */
const frameworks: readonly (readonly [string, boolean, readonly string[]])[] = [
  ['PCI DSS', false, ['Credit card number']],
  [
    'GDPR',
    false,
    ['Email address', 'Phone number', 'Full name', 'Postal address', 'Passport number', 'UK National Insurance number'],
  ],
  ['HIPAA', false, ['Medical record number', 'ICD-10 code', 'Health insurance number']],
  ['SOX', false, ['Salary information', 'Contract', 'IBAN', 'Bank account number']],
  ['CCPA', false, ['Email address', 'Phone number', 'Full name', 'Postal address', 'Driver licence number']],
  ['ISO 27001', false, ['API key', 'AWS access key', 'Private key', 'Password', 'JWT']],
  ['NIST 800-53', true, ['API key', 'AWS access key', 'Private key', 'Password']],
  ['DORA', true, ['IBAN', 'Bank account number', 'Credit card number']],
  ['NIS2', true, ['Private key', 'Password', 'Source code']],
  ['FedRAMP', true, ['US Social Security number', 'Private key', 'Password']],
];

const slug = classificationIdOf;

export const DEMO_CLASSIFICATIONS: readonly DemoClassification[] = [
  ...categories.map((name) => ({ kind: 'category' as const, id: slug(name), displayName: name })),
  { kind: 'category', id: 'legacy-keywords', displayName: 'Legacy keyword dictionary', hidden: true },
  ...elementTypes.map((name) => ({ kind: 'element_type' as const, id: slug(name), displayName: name })),
  { kind: 'element_type', id: 'legacy-regex', displayName: 'Legacy regular expression', hidden: true },
  ...frameworks.map(([name, extra, elements]) => ({
    kind: 'compliance_framework' as const,
    id: slug(name),
    displayName: name,
    extra,
    elementTypes: elements.map(slug),
  })),
];

export interface DemoReportTemplate {
  name: string;
  description: string;
  dataSource: string;
  scheduleCron: string;
  paused: boolean;
  filters: Record<string, unknown>;
}

export const DEMO_REPORT_TEMPLATES: readonly DemoReportTemplate[] = [
  {
    name: 'Weekly AI usage summary',
    description: 'Prompts and uploads to AI services, by user.',
    dataSource: 'egress_events',
    scheduleCron: '0 8 * * 1',
    paused: false,
    filters: { egressChannel: ['Paste into AI prompt', 'File upload'] },
  },
  {
    name: 'Daily blocked events',
    description: 'Everything a policy blocked yesterday.',
    dataSource: 'egress_events',
    scheduleCron: '0 7 * * *',
    paused: false,
    filters: { policyVerdict: ['BLOCK'] },
  },
  {
    name: 'Monthly incident review',
    description: 'Open and resolved incidents for the security committee.',
    dataSource: 'incidents',
    scheduleCron: '0 9 1 * *',
    paused: false,
    filters: {},
  },
  {
    name: 'Quarterly compliance export',
    description: 'Events touching PCI and PHI data, for auditors.',
    dataSource: 'egress_events',
    scheduleCron: '0 6 1 */3 *',
    paused: false,
    filters: { dataType: ['Credit card number', 'Medical record number'] },
  },
  {
    name: 'Twice-monthly device health',
    description: 'Endpoints whose agent is offline or outdated.',
    dataSource: 'devices',
    scheduleCron: '0 10 1,15 * *',
    paused: true,
    filters: { agentStatus: ['Offline', 'Inactive'] },
  },
];
