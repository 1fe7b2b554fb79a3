import type { ApiAnswer } from 'shared-contracts';

/** The Releases page's data, as GET /releases answers it. */
export type RemoteReleases = ApiAnswer<'/releases', 'get'>['remotes'][number];
export type ReleasePromotion = RemoteReleases['history'][number];
export type ReleaseAudience = ReleasePromotion['audience'];

/** The shell's own path of the Releases page (platform admins; not a remote, not in the rail). */
export const RELEASES_PATH = '/releases';

/** What a version is called when a promotion has none: the remote's line in remotes.json. */
export const STATIC_LINE = 'its remotes.json line';

/** Who an audience is, in words: "All tenants", "Acme Corp, Globex", "10% of tenants". */
export function audienceWords(audience: ReleaseAudience, tenantName: (id: string) => string): string {
  if (audience.kind === 'all') return 'All tenants';
  if (audience.kind === 'percent') return `${audience.percent}% of tenants`;
  return audience.tenants.map(tenantName).join(', ');
}

/** The version a promotion makes live, in words. */
export const versionWords = (version: string | null) => version ?? STATIC_LINE;

/**
 * The question of the Roll back confirmation: what goes back, for whom, from which version to which; undefined when
 * nothing was promoted.
 */
export function rollbackQuestion(
  remote: Pick<RemoteReleases, 'title' | 'history'>,
  tenantName: (id: string) => string,
): string | undefined {
  const last = remote.history[0];
  if (!last) return undefined;
  const audience = audienceWords(last.audience, tenantName);
  return `Roll back ${remote.title} for ${audience} from ${versionWords(last.version)} to ${versionWords(last.fromVersion)}?`;
}

/** The audiences a version is live for, in words (empty when it is live for nobody). */
export function liveFor(remote: Pick<RemoteReleases, 'live'>, version: string, tenantName: (id: string) => string) {
  return remote.live
    .filter((promotion) => promotion.version === version)
    .map((promotion) => audienceWords(promotion.audience, tenantName));
}
