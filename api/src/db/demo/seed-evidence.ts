import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Type, type Static } from '@sinclair/typebox';
import { queryRows } from '../database';
import type { Database } from '../database';
import { withMaintenance, withTenant } from '../tenant-scope';
import type { EvidenceStore } from '../../modules/evidence/evidence-store';
import { storeEvidence } from '../../modules/evidence/store-evidence';

/** Events of each demo tenant given evidence: its most recent protected or monitored events with a file. */
export const DEMO_EVIDENCE_EVENTS = 50;

const EvidenceEventRow = Type.Object({
  id: Type.String(),
  fileName: Type.String(),
  hostname: Type.String(),
  username: Type.String(),
  destination: Type.String(),
  dataTypes: Type.Array(Type.String()),
});
type EvidenceEvent = Static<typeof EvidenceEventRow>;

/** Digits, hex or letters drawn from a hash of the event and the row: the same every time. */
function drawn(seed: string, alphabet: string, length: number): string {
  const bytes = createHash('sha256').update(seed).digest();
  return Array.from({ length }, (_, index) => alphabet[bytes[index % bytes.length]! % alphabet.length]).join('');
}

/** A made-up value that looks like what the data type matches. */
function sampleOf(dataType: string, seed: string): string {
  const digits = (length: number) => drawn(seed, '0123456789', length);
  const type = dataType.toLowerCase();
  if (type.includes('card')) return `4${digits(3)} ${digits(4)} ${digits(4)} ${digits(4)}`;
  if (type.includes('social security')) return `${digits(3)}-${digits(2)}-${digits(4)}`;
  if (type.includes('iban')) return `DE${digits(2)} ${digits(4)} ${digits(4)} ${digits(4)} ${digits(4)} ${digits(2)}`;
  if (type.includes('email')) return `${drawn(seed, 'abcdefghijklmnopqrstuvwxyz', 6)}@example.com`;
  if (type.includes('aws')) return `AKIA${drawn(seed, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`;
  if (type.includes('key') || type.includes('password') || type.includes('jwt'))
    return `sk_demo_${drawn(seed, '0123456789abcdef', 24)}`;
  return `${dataType} sample ${drawn(seed, '0123456789ABCDEF', 8)}`;
}

const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The excerpt an agent would have captured: a CSV of what matched, three lines per data type, made-up values. */
export function demoEvidenceContent(event: EvidenceEvent): string {
  const rows = [['line', 'data_type', 'match', 'file', 'host', 'user', 'destination']];
  let line = 11;
  for (const dataType of event.dataTypes) {
    for (let index = 0; index < 3; index += 1) {
      line += 7 + ((index * 5) % 13);
      const match = sampleOf(dataType, `${event.id}:${dataType}:${index}`);
      rows.push([String(line), dataType, match, event.fileName, event.hostname, event.username, event.destination]);
    }
  }
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/**
 * Gives the most recent protected and monitored events of a demo tenant that carry a file their evidence: a small
 * CSV excerpt (`<file>.excerpt.csv`) written through the evidence store. Nothing without a store (the test data).
 */
export async function seedEvidence(
  database: Database,
  tenantId: string,
  store: EvidenceStore | undefined,
): Promise<void> {
  if (!store) return;
  const events = await withMaintenance(database, (tx) =>
    queryRows(
      tx,
      sql`SELECT id::text AS id, file_name AS "fileName", hostname, username, destination, data_types AS "dataTypes"
          FROM egress_events
          WHERE tenant_id = ${tenantId} AND policy_verdict IN ('BLOCK', 'CHALLENGE') AND file_name <> ''
          ORDER BY created DESC, id LIMIT ${DEMO_EVIDENCE_EVENTS}`,
      EvidenceEventRow,
    ),
  );
  await withTenant(database, tenantId, async (tx) => {
    for (const event of events) {
      await storeEvidence(tx, store, tenantId, {
        eventId: event.id,
        fileName: `${event.fileName}.excerpt.csv`,
        contentType: 'text/csv',
        bytes: Buffer.from(demoEvidenceContent(event)),
      });
    }
  });
}
