import { Type, type Static } from '@sinclair/typebox';
import { IsoTime, Nullable, StringEnum, Text } from 'shared-contracts/schemas';
import { problemResponses } from '../../lib/http/problem';

// Route schemas of releases (issue 29, item 3): the Releases page's reads and writes (platform admins), and the
// registry lines the shell loads its remotes from (every signed-in user of a tenant).

const tags = ['Releases'];

/** A remote by its package name, as the release command names it (`mfe-incidents`). */
const RemotePackage = Type.String({ pattern: '^mfe-[a-z]+$', maxLength: 40 });

export const ReleaseAudienceSchema = Type.Union(
  [
    Type.Object({ kind: Type.Literal('all') }, { additionalProperties: false }),
    Type.Object(
      {
        kind: Type.Literal('tenants'),
        tenants: Type.Array(Text({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 100, uniqueItems: true }),
      },
      { additionalProperties: false },
    ),
    Type.Object(
      { kind: Type.Literal('percent'), percent: Type.Integer({ minimum: 1, maximum: 100 }) },
      { additionalProperties: false },
    ),
  ],
  { description: 'Every tenant, named tenants, or a percentage of tenants (1-100)' },
);

const ReleaseVersionSchema = Type.Object({
  version: Type.String(),
  commit: Type.String(),
  dirty: Type.Boolean(),
  builtAt: Type.String(),
  builtBy: Type.String(),
});

export const ReleasePromotionSchema = Type.Object({
  id: Type.String(),
  remote: Type.String(),
  version: Nullable(Type.String(), { description: 'null: back to the static registry line (remotes.json)' }),
  fromVersion: Nullable(Type.String()),
  action: StringEnum(['promote', 'rollback']),
  audience: ReleaseAudienceSchema,
  by: Type.String(),
  at: IsoTime(),
});
export type ReleasePromotion = Static<typeof ReleasePromotionSchema>;

export const RemoteReleasesSchema = Type.Object({
  remote: Type.String({ description: 'The package name' }),
  name: Type.String({ description: 'The federation name' }),
  title: Type.String(),
  versions: Type.Array(ReleaseVersionSchema, { description: 'Newest first' }),
  live: Type.Array(ReleasePromotionSchema, { description: 'What is live for whom, newest first' }),
  history: Type.Array(ReleasePromotionSchema, { description: 'Every promotion and rollback, newest first' }),
});

const ReleaseOverviewSchema = Type.Object({ remotes: Type.Array(RemoteReleasesSchema) });

export const PromoteBodySchema = Type.Object(
  { remote: RemotePackage, version: Type.String({ minLength: 1, maxLength: 200 }), audience: ReleaseAudienceSchema },
  { additionalProperties: false },
);
export const RollbackBodySchema = Type.Object({ remote: RemotePackage }, { additionalProperties: false });

export const RegistryLineSchema = Type.Object({
  name: Type.String(),
  manifest: Type.String(),
  contractVersion: Type.Integer(),
  version: Type.String(),
  integrity: Type.Record(Type.String(), Type.String()),
});
export type RegistryLine = Static<typeof RegistryLineSchema>;

export const releaseOverviewSchema = {
  tags,
  summary: 'Each remote with its released versions, what is live for whom, and its promotion history (platform admins)',
  response: { 200: ReleaseOverviewSchema, ...problemResponses() },
};

export const promoteSchema = {
  tags,
  summary:
    'Make a released version of a remote live for every tenant, named tenants or a percentage of tenants ' +
    '(platform admins); effective at each user’s next navigation',
  body: PromoteBodySchema,
  response: { 200: ReleasePromotionSchema, ...problemResponses(404, 422) },
};

export const rollbackSchema = {
  tags,
  summary:
    'Give the audience of the remote’s last promotion the version it had before (platform admins); recorded as a ' +
    'rollback',
  body: RollbackBodySchema,
  response: { 200: ReleasePromotionSchema, ...problemResponses(404, 409) },
};

export const registryLinesSchema = {
  tags,
  summary:
    'The registry lines of the active tenant: for each remote promoted for it, its version, manifest and integrity ' +
    '(the other remotes keep their remotes.json line)',
  response: { 200: Type.Object({ remotes: Type.Array(RegistryLineSchema) }), ...problemResponses() },
};
