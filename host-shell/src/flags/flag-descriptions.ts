import type { FeatureFlagName } from 'shared-contracts';

/** How the console names and explains each feature flag to an administrator. */
export const FLAG_DESCRIPTIONS: Readonly<Record<FeatureFlagName, { label: string; description: string }>> = {
  USE_AI_SPRINKLES_FOR_INCIDENTS: {
    label: 'AI summaries for incidents',
    description: 'Incidents show an AI-generated summary.',
  },
  USE_SEND_EMAIL_FOR_AI_SPRINKLES: {
    label: 'Email AI summaries',
    description: 'AI summaries of incidents can be sent by email.',
  },
  EXTRA_COMPLIANCE_FRAMEWORKS: {
    label: 'Extra compliance frameworks',
    description: 'The policy builder offers the additional compliance frameworks.',
  },
  DISPLAY_USER_MANAGEMENT_PAGE: {
    label: 'User Management page',
    description: 'Settings show the User Management tab to users allowed to manage users.',
  },
  DISPLAY_AI_POSTURE_PAGE: {
    label: 'AI Posture page',
    description: 'The dashboard shows its DLP and AI Posture tabs.',
  },
};
