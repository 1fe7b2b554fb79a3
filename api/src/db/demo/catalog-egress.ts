// Vocabulary of the demo egress events: where data goes, through which channel, from which application.

/** One way data leaves: the channel, the destination, the application it leaves from, and how common it is. */
export interface EgressScenario {
  channel: string;
  destination: string;
  destinationType: string;
  sources: readonly string[];
  /** Smallest and largest payload in bytes. */
  volume: readonly [number, number];
  weight: number;
}

const browsers = ['Google Chrome', 'Microsoft Edge', 'Mozilla Firefox', 'Safari'] as const;

function ai(destination: string, weight: number): EgressScenario[] {
  return [
    {
      channel: 'Paste into AI prompt',
      destination,
      destinationType: 'AI service',
      sources: browsers,
      volume: [80, 60_000],
      weight,
    },
    {
      channel: 'File upload',
      destination,
      destinationType: 'AI service',
      sources: browsers,
      volume: [8_000, 25_000_000],
      weight: weight / 3,
    },
  ];
}

/** Scenarios weighted roughly as a knowledge-worker organisation produces them. */
export const EGRESS_SCENARIOS: readonly EgressScenario[] = [
  ...ai('chat.openai.com', 14),
  ...ai('chatgpt.com', 10),
  ...ai('claude.ai', 7),
  ...ai('gemini.google.com', 6),
  ...ai('copilot.microsoft.com', 8),
  ...ai('perplexity.ai', 3),
  ...ai('chat.deepseek.com', 1.5),
  ...ai('chat.mistral.ai', 1),
  ...ai('poe.com', 0.8),
  ...ai('huggingface.co', 0.8),
  {
    channel: 'File upload',
    destination: 'drive.google.com',
    destinationType: 'Cloud storage',
    sources: browsers,
    volume: [20_000, 400_000_000],
    weight: 6,
  },
  {
    channel: 'File upload',
    destination: 'dropbox.com',
    destinationType: 'Cloud storage',
    sources: browsers,
    volume: [20_000, 400_000_000],
    weight: 4,
  },
  {
    channel: 'File upload',
    destination: 'wetransfer.com',
    destinationType: 'File sharing',
    sources: browsers,
    volume: [500_000, 2_000_000_000],
    weight: 2.5,
  },
  {
    channel: 'File upload',
    destination: 'mega.nz',
    destinationType: 'File sharing',
    sources: browsers,
    volume: [500_000, 2_000_000_000],
    weight: 0.8,
  },
  {
    channel: 'File upload',
    destination: 'box.com',
    destinationType: 'Cloud storage',
    sources: browsers,
    volume: [20_000, 200_000_000],
    weight: 1.5,
  },
  {
    channel: 'File upload',
    destination: 'github.com',
    destinationType: 'Code hosting',
    sources: browsers,
    volume: [1_000, 5_000_000],
    weight: 2,
  },
  {
    channel: 'Git push',
    destination: 'github.com',
    destinationType: 'Code hosting',
    sources: ['git', 'GitHub Desktop', 'Visual Studio Code'],
    volume: [2_000, 80_000_000],
    weight: 4,
  },
  {
    channel: 'Git push',
    destination: 'gitlab.com',
    destinationType: 'Code hosting',
    sources: ['git', 'Visual Studio Code'],
    volume: [2_000, 80_000_000],
    weight: 1.2,
  },
  {
    channel: 'Paste into web form',
    destination: 'pastebin.com',
    destinationType: 'Paste site',
    sources: browsers,
    volume: [100, 200_000],
    weight: 1,
  },
  {
    channel: 'Paste into web form',
    destination: 'docs.google.com',
    destinationType: 'Collaboration',
    sources: browsers,
    volume: [100, 200_000],
    weight: 3,
  },
  {
    channel: 'Paste into web form',
    destination: 'notion.so',
    destinationType: 'Collaboration',
    sources: browsers,
    volume: [100, 200_000],
    weight: 2,
  },
  {
    channel: 'Email',
    destination: 'gmail.com',
    destinationType: 'Personal email',
    sources: ['Microsoft Outlook', 'Apple Mail', 'Google Chrome'],
    volume: [2_000, 35_000_000],
    weight: 4,
  },
  {
    channel: 'Email',
    destination: 'outlook.com',
    destinationType: 'Personal email',
    sources: ['Microsoft Outlook', 'Apple Mail'],
    volume: [2_000, 35_000_000],
    weight: 2,
  },
  {
    channel: 'Email',
    destination: 'partner-mail.example.net',
    destinationType: 'External email',
    sources: ['Microsoft Outlook'],
    volume: [2_000, 35_000_000],
    weight: 3,
  },
  {
    channel: 'USB',
    destination: 'SanDisk Ultra USB 3.0',
    destinationType: 'Removable media',
    sources: ['Windows Explorer', 'Finder'],
    volume: [50_000, 4_000_000_000],
    weight: 2.5,
  },
  {
    channel: 'USB',
    destination: 'Samsung T7 SSD',
    destinationType: 'Removable media',
    sources: ['Windows Explorer', 'Finder'],
    volume: [50_000, 8_000_000_000],
    weight: 1.2,
  },
  {
    channel: 'Print',
    destination: 'HP LaserJet Floor 3',
    destinationType: 'Printer',
    sources: ['Microsoft Word', 'Adobe Acrobat', 'Microsoft Excel'],
    volume: [20_000, 30_000_000],
    weight: 2,
  },
  {
    channel: 'Print',
    destination: 'Microsoft Print to PDF',
    destinationType: 'Printer',
    sources: ['Microsoft Word', 'Microsoft Excel'],
    volume: [20_000, 30_000_000],
    weight: 1,
  },
  {
    channel: 'Cloud sync',
    destination: 'OneDrive (personal)',
    destinationType: 'Cloud storage',
    sources: ['OneDrive'],
    volume: [20_000, 500_000_000],
    weight: 2.5,
  },
  {
    channel: 'Cloud sync',
    destination: 'iCloud Drive',
    destinationType: 'Cloud storage',
    sources: ['iCloud'],
    volume: [20_000, 500_000_000],
    weight: 1.5,
  },
  {
    channel: 'Cloud sync',
    destination: 'Dropbox',
    destinationType: 'Cloud storage',
    sources: ['Dropbox'],
    volume: [20_000, 500_000_000],
    weight: 1.5,
  },
  {
    channel: 'Clipboard',
    destination: 'slack.com',
    destinationType: 'Messaging',
    sources: ['Slack'],
    volume: [40, 20_000],
    weight: 3,
  },
  {
    channel: 'Clipboard',
    destination: 'web.whatsapp.com',
    destinationType: 'Messaging',
    sources: browsers,
    volume: [40, 20_000],
    weight: 1.5,
  },
  {
    channel: 'Clipboard',
    destination: 'teams.microsoft.com',
    destinationType: 'Messaging',
    sources: ['Microsoft Teams'],
    volume: [40, 20_000],
    weight: 2,
  },
  {
    channel: 'Screen capture',
    destination: 'Snipping Tool',
    destinationType: 'Local application',
    sources: ['Snipping Tool', 'Screenshot'],
    volume: [80_000, 6_000_000],
    weight: 0.8,
  },
];

/** Content profiles: what the data is, the data types found in it, typical file names. */
export interface ContentProfile {
  category: string;
  dataTypes: readonly string[];
  files: readonly string[];
  weight: number;
}

export const CONTENT_PROFILES: readonly ContentProfile[] = [
  {
    category: 'Source code',
    dataTypes: ['Source code', 'API key', 'Private key'],
    files: ['main.py', 'payment-service.ts', 'Dockerfile', 'terraform.tfvars', 'config.yaml'],
    weight: 14,
  },
  {
    category: 'Financial',
    dataTypes: ['Credit card number', 'IBAN', 'Bank account number'],
    files: ['Q3-forecast.xlsx', 'invoices-2025.csv', 'payroll-march.xlsx', 'card-disputes.csv'],
    weight: 10,
  },
  {
    category: 'Customer PII',
    dataTypes: ['Email address', 'Phone number', 'Full name', 'Postal address'],
    files: ['crm-export.csv', 'leads.xlsx', 'customer-list.csv'],
    weight: 12,
  },
  {
    category: 'National identifiers',
    dataTypes: [
      'US Social Security number',
      'UK National Insurance number',
      'Passport number',
      'Driver licence number',
    ],
    files: ['new-hires.xlsx', 'background-checks.pdf', 'kyc-batch.csv'],
    weight: 5,
  },
  {
    category: 'Health (PHI)',
    dataTypes: ['Medical record number', 'ICD-10 code', 'Health insurance number'],
    files: ['claims-2025.csv', 'patient-notes.docx', 'benefits-enrolment.xlsx'],
    weight: 4,
  },
  {
    category: 'Credentials & secrets',
    dataTypes: ['API key', 'AWS access key', 'Password', 'Private key', 'JWT'],
    files: ['.env', 'credentials.json', 'id_rsa', 'kubeconfig'],
    weight: 5,
  },
  {
    category: 'Intellectual property',
    dataTypes: ['Confidential keyword', 'Product roadmap', 'Patent draft'],
    files: ['roadmap-2026.pptx', 'patent-draft.docx', 'architecture.pdf'],
    weight: 6,
  },
  {
    category: 'Legal',
    dataTypes: ['Contract', 'Confidential keyword'],
    files: ['msa-partner-2025.pdf', 'nda-draft.docx', 'settlement.pdf'],
    weight: 3,
  },
  {
    category: 'HR',
    dataTypes: ['Salary information', 'Full name', 'Performance review'],
    files: ['comp-review.xlsx', 'reviews-h1.docx', 'headcount-plan.xlsx'],
    weight: 4,
  },
  {
    category: 'General business',
    dataTypes: [],
    files: ['meeting-notes.docx', 'slides.pptx', 'summary.txt', 'draft.md'],
    weight: 22,
  },
];

/** Microsoft Information Protection labels, with how often content carries each ('' is unlabelled). */
export const MIP_LABELS: readonly (readonly [string, number])[] = [
  ['', 30],
  ['Public', 10],
  ['General', 25],
  ['Confidential', 20],
  ['Confidential \\ Finance', 5],
  ['Highly Confidential', 7],
  ['Highly Confidential \\ Legal', 3],
];
