import { declareRemoteRoutes, type TabVisibilityContext } from 'shared-contracts';

const aiPostureHidden = ({ flags }: TabVisibilityContext) => !flags.DISPLAY_AI_POSTURE_PAGE;

/** The routes under /dashboard: DLP and AI Posture tabs, both hidden when the AI posture flag is off (SPEC §2). */
export const dashboardRoutes = declareRemoteRoutes('mfe_dashboard', {
  dlp: { path: '', title: 'DLP', hiddenFromTabs: aiPostureHidden },
  aiPosture: {
    path: 'ai-posture',
    title: 'AI Posture',
    hiddenFromTabs: aiPostureHidden,
    available: ({ flags }) => flags.DISPLAY_AI_POSTURE_PAGE,
  },
});
