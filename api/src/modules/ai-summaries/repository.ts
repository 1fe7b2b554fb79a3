import { sql } from 'drizzle-orm';
import type { AiSprinkles, AiSummarySource } from 'shared-contracts';
import { AiSprinklesSchema } from 'shared-contracts/schemas';
import { queryRows } from '../../db/database';
import type { Database, Tx } from '../../db/database';
import { withTenant } from '../../db/tenant-scope';
import type { IncidentKey } from '../incidents/repository';
import { getExtendedIncident } from '../incidents/repository';
import { BUILT_IN_MODEL, builtInSummary } from './built-in-summariser';
import type { SummaryText } from './built-in-summariser';
import { aiSummary } from './openai-summariser';
import type { AiEndpoint } from './openai-summariser';
import { factSources, relatedCounts, relatedIncidents } from './summary-facts';

const COLUMNS = sql.raw(`summary, recommendations, generator, model, incident_version AS "incidentVersion", sources,
  to_char(generated AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS generated`);

/** Logs a failed model call (never the key or the prompt). */
export type AiFailureLog = (message: string) => void;

async function readFacts(tx: Tx, tenantId: string, key: IncidentKey) {
  const incident = await getExtendedIncident(tx, tenantId, key);
  const [cached] = await queryRows(
    tx,
    sql`SELECT ${COLUMNS} FROM incident_ai_summaries
        WHERE tenant_id = ${tenantId} AND incident_id = ${incident.id}::uuid AND incident_version = ${incident.version}`,
    AiSprinklesSchema,
  );
  if (cached) return { cached };
  const related = await relatedIncidents(tx, tenantId, incident);
  return { facts: { incident, related, counts: await relatedCounts(tx, tenantId, incident) } };
}

/**
 * The incident's summary: the cached one while it describes the current incident version, else a new one from the
 * AI endpoint (when configured; on failure the built-in summariser is used and says so) stored in its place.
 * The model is called between two short transactions, never inside one.
 */
export async function getAiSprinkles(
  database: Database,
  tenantId: string,
  key: IncidentKey,
  endpoint: AiEndpoint | undefined,
  logFailure: AiFailureLog,
): Promise<AiSprinkles> {
  const read = await withTenant(database, tenantId, (tx) => readFacts(tx, tenantId, key));
  if (read.cached) return read.cached;
  const { facts } = read;
  const { incident } = facts;
  let text = builtInSummary(facts);
  let generator: 'ai' | 'built-in' = 'built-in';
  let model = BUILT_IN_MODEL;
  if (endpoint) {
    try {
      text = await aiSummary(endpoint, facts);
      generator = 'ai';
      model = endpoint.model;
    } catch (error) {
      logFailure(
        `AI summary of incident ${incident.id} fell back to the built-in summariser: ${(error as Error).message}`,
      );
    }
  }
  const sources = factSources(facts);
  const summary = { text, generator, model, sources };
  return withTenant(database, tenantId, (tx) => storeSummary(tx, tenantId, incident.id, incident.version, summary));
}

async function storeSummary(
  tx: Tx,
  tenantId: string,
  incidentId: string,
  version: number,
  {
    text,
    generator,
    model,
    sources,
  }: { text: SummaryText; generator: string; model: string; sources: AiSummarySource[] },
): Promise<AiSprinkles> {
  const [stored] = await queryRows(
    tx,
    sql`INSERT INTO incident_ai_summaries (tenant_id, incident_id, summary, recommendations, model, generator, sources,
          incident_version, generated)
        VALUES (${tenantId}, ${incidentId}::uuid, ${text.summary}, ${JSON.stringify(text.recommendations)}::jsonb, ${model},
          ${generator}, ${JSON.stringify(sources)}::jsonb, ${version}, now())
        ON CONFLICT (tenant_id, incident_id) DO UPDATE SET summary = excluded.summary,
          recommendations = excluded.recommendations, model = excluded.model, generator = excluded.generator,
          sources = excluded.sources, incident_version = excluded.incident_version, generated = excluded.generated
        RETURNING ${COLUMNS}`,
    AiSprinklesSchema,
  );
  if (!stored) throw new Error('summary not stored');
  return stored;
}
