import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { CONTRACT_VERSION, REMOTES } from 'shared-contracts';
import { requireSession } from '../../plugins/access-control';
import { HttpProblem, notFound } from '../../lib/http/problem';
import { recordAudit } from '../../lib/audit/record-audit';
import { withTenant } from '../../db/tenant-scope';
import { livePromotions, promotionFor, versionBefore, type Audience } from './audience';
import { manifestUrl, readReleaseVersions, shellIntegrity, type RegistryRelease } from './release-registry';
import {
  existingTenants,
  insertPromotion,
  listPromotions,
  type NewPromotion,
  type StoredPromotion,
} from './repository';
import {
  type PromoteBodySchema,
  promoteSchema,
  registryLinesSchema,
  releaseOverviewSchema,
  type RollbackBodySchema,
  rollbackSchema,
  type RegistryLine,
  type ReleasePromotion,
} from './schemas';

/** Where the releases are and are served (AppConfig's `releasesRegistry`, `releasesBaseUrl`, `releasesBaseUrls`). */
export interface ReleaseRoutesOptions {
  registryFile?: string;
  baseUrl?: string;
  baseUrls?: Record<string, string>;
}

/** The page area of the entries a promotion for named tenants writes into their audit logs. */
export const RELEASES_AUDIT_PAGE = 'Releases';

const publicPromotion = ({ manifest: _manifest, integrity: _integrity, ...promotion }: StoredPromotion) =>
  promotion satisfies ReleasePromotion;

const newestFirst = <T>(items: readonly T[]): T[] => [...items].reverse();

function remoteOfPackage(packageName: string) {
  const remote = REMOTES.find((candidate) => candidate.package === packageName);
  if (!remote) throw notFound(`The remote ${packageName}`);
  return remote;
}

/**
 * Releases (issue 29, item 3). Promotions live in `release_promotions`, shared by every replica; the versions come from
 * the release command's registry. The table is the platform's audit of releases (append-only: who, what, when, for
 * whom); a promotion or rollback for named tenants is also written into each of those tenants' audit logs (page
 * "Releases"), since it changes what their users load. "All" and percent audiences are recorded on the platform only.
 */
export async function releaseRoutes(app: FastifyInstance, options: ReleaseRoutesOptions): Promise<void> {
  const baseUrlOf = (packageName: string) => options.baseUrls?.[packageName] ?? options.baseUrl;

  /** Records a promotion, and for named tenants an entry in each one's audit log; answers it. */
  async function record(promotion: NewPromotion): Promise<StoredPromotion> {
    const stored = await insertPromotion(app.database.db, promotion);
    if (promotion.audience.kind === 'tenants') {
      const verb = promotion.action === 'rollback' ? 'Roll back release' : 'Promote release';
      const description = `${promotion.remote} ${promotion.fromVersion ?? 'remotes.json line'} -> ${promotion.version ?? 'remotes.json line'}`;
      for (const tenantId of promotion.audience.tenants) {
        await withTenant(app.database, tenantId, (tx) =>
          recordAudit(tx, tenantId, {
            actorId: promotion.byId,
            page: RELEASES_AUDIT_PAGE,
            action: verb,
            outcome: 'Success',
            objectId: stored.id,
            description,
          }),
        );
      }
    }
    return stored;
  }

  app.get('/releases', { schema: releaseOverviewSchema, config: { access: 'platform-admin' } }, async () => {
    const [versions, promotions] = await Promise.all([
      readReleaseVersions(options.registryFile),
      listPromotions(app.database.db),
    ]);
    return {
      remotes: REMOTES.map((remote) => {
        const own = promotions.filter((promotion) => promotion.remote === remote.package);
        return {
          remote: remote.package,
          name: remote.name,
          title: remote.navTitle,
          versions: newestFirst(versions[remote.package] ?? []).map((release) => ({
            version: release.version,
            commit: release.commit,
            dirty: release.dirty === true,
            builtAt: release.builtAt,
            builtBy: release.builtBy,
          })),
          live: livePromotions(own).map(publicPromotion),
          history: newestFirst(own).map(publicPromotion),
        };
      }),
    };
  });

  app.post<{ Body: Static<typeof PromoteBodySchema> }>(
    '/releases/promotions',
    { schema: promoteSchema, config: { access: 'platform-admin' } },
    async (request) => {
      const session = requireSession(request);
      const { remote: packageName, version, audience } = request.body;
      remoteOfPackage(packageName);
      const release: RegistryRelease | undefined = (await readReleaseVersions(options.registryFile))[packageName]?.find(
        (candidate) => candidate.version === version,
      );
      if (!release) throw notFound(`The release ${version} of ${packageName}`);
      const baseUrl = baseUrlOf(packageName);
      if (!baseUrl) throw new HttpProblem(422, 'No releases base URL is configured (RELEASES_BASE_URL)');
      const checked = await checkedAudience(audience);
      const before = versionBefore(await listPromotions(app.database.db, packageName), checked);
      const stored = await record({
        remote: packageName,
        version,
        fromVersion: before?.version ?? null,
        manifest: manifestUrl(baseUrl, release),
        integrity: shellIntegrity(release.files),
        audience: checked,
        action: 'promote',
        byId: session.sub,
      });
      return publicPromotion(stored);
    },
  );

  /** The audience with its tenants checked: each must exist (422 naming the unknown ones). */
  async function checkedAudience(audience: Audience): Promise<Audience> {
    if (audience.kind !== 'tenants') return audience;
    const found = await existingTenants(app.database.db, audience.tenants);
    const unknown = audience.tenants.filter((id) => !found.some((tenant) => tenant.id === id));
    if (unknown.length > 0) {
      const message = `No tenant ${unknown.join(', ')}`;
      throw new HttpProblem(422, message, { errors: [{ in: 'body', field: 'audience.tenants', message }] });
    }
    return { kind: 'tenants', tenants: found.map((tenant) => tenant.id).sort() };
  }

  app.post<{ Body: Static<typeof RollbackBodySchema> }>(
    '/releases/rollbacks',
    { schema: rollbackSchema, config: { access: 'platform-admin' } },
    async (request) => {
      const session = requireSession(request);
      const { remote: packageName } = request.body;
      remoteOfPackage(packageName);
      const promotions = await listPromotions(app.database.db, packageName);
      const last = promotions.at(-1);
      if (!last) throw new HttpProblem(409, `${packageName} was never promoted: there is nothing to roll back`);
      // The version the last promotion's audience had before it, with the manifest and hashes it was promoted with.
      const target =
        last.fromVersion === null
          ? undefined
          : promotions.findLast((promotion) => promotion.version === last.fromVersion && promotion.manifest !== null);
      const stored = await record({
        remote: packageName,
        version: target?.version ?? null,
        fromVersion: last.version,
        manifest: target?.manifest ?? null,
        integrity: target?.integrity ?? null,
        audience: last.audience,
        action: 'rollback',
        byId: session.sub,
      });
      return publicPromotion(stored);
    },
  );

  app.get('/releases/lines', { schema: registryLinesSchema, config: { access: 'tenant' } }, async (request) => {
    const tenantId = request.tenant.id;
    const promotions = await listPromotions(app.database.db);
    const lines: RegistryLine[] = [];
    for (const remote of REMOTES) {
      const promotion = promotionFor(promotions, tenantId, remote.package);
      if (!promotion?.version || !promotion.manifest) continue;
      lines.push({
        name: remote.name,
        manifest: promotion.manifest,
        contractVersion: CONTRACT_VERSION,
        version: promotion.version,
        integrity: promotion.integrity ?? {},
      });
    }
    return { remotes: lines };
  });
}
