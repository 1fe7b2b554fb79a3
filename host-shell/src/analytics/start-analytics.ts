import type { PostHog, PostHogConfig } from 'posthog-js';
import type { RuntimeConfig } from 'shared-contracts';

/** Elements whose text session recordings keep: those marked unmask, and table header cells (SPEC §7). */
export const UNMASK_SELECTOR = '[data-unmask], .ph-unmask, th';

/** Session-recording text mask: every visible character becomes an asterisk, except inside unmasked elements. */
export function maskRecordedText(text: string, element?: HTMLElement | null): string {
  if (element?.closest(UNMASK_SELECTOR)) return text;
  return text.replace(/\S/g, '*');
}

/** PostHog's options: every input masked, every text masked by `maskRecordedText`, autocapture text masked too. */
export function posthogOptions(host: string | undefined): Partial<PostHogConfig> {
  return {
    ...(host ? { api_host: host } : {}),
    person_profiles: 'identified_only',
    mask_all_text: true,
    mask_all_element_attributes: true,
    session_recording: {
      maskAllInputs: true,
      maskTextSelector: '*',
      maskTextFn: maskRecordedText,
    },
  };
}

type PostHogLoader = () => Promise<{ default: PostHog }>;

let started: Promise<PostHog | undefined> | undefined;

/**
 * Starts PostHog once when `posthogKey` is configured. Without a key the library is never even loaded (it is a
 * separate chunk), so nothing is sent anywhere. Answers whether analytics run.
 */
export function startAnalytics(
  config: Pick<RuntimeConfig, 'posthogKey' | 'posthogHost'>,
  load: PostHogLoader = () => import(/* webpackChunkName: "posthog" */ 'posthog-js'),
): Promise<boolean> {
  const key = config.posthogKey;
  if (!key) return Promise.resolve(false);
  started ??= load()
    .then(({ default: posthog }) => {
      posthog.init(key, posthogOptions(config.posthogHost));
      return posthog;
    })
    .catch((error: unknown) => {
      console.warn('Product analytics could not start', error);
      return undefined;
    });
  return started.then(Boolean);
}

/** Ties the recording to the signed-in user (by id only) and the active tenant; nothing without analytics. */
export function identifyAnalyticsUser(userId: string, tenantId: string): void {
  void started?.then((posthog) => {
    posthog?.identify(userId);
    posthog?.group('tenant', tenantId);
  });
}

/** Records an event of the shell itself (such as a remote refused), with no user data; nothing without analytics. */
export function captureAnalyticsEvent(event: string, properties: Record<string, string>): void {
  void started?.then((posthog) => posthog?.capture(event, properties));
}

/** Forgets the user on logout; nothing without analytics. */
export function resetAnalytics(): void {
  void started?.then((posthog) => posthog?.reset());
}

/** Tests only: forget the started instance. */
export function forgetAnalyticsForTests(): void {
  started = undefined;
}
