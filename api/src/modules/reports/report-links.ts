import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Type } from '@sinclair/typebox';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/database';

const SecretRow = Type.Object({ value: Type.String() });

/** What a download link grants: one report of one tenant, asked for by someone, until a moment. */
export interface ReportGrant {
  tenantId: string;
  reportId: string;
  /** Who the download is recorded under in the audit log (the user who asked, or the e-mail's sender). */
  actorId: string;
  expiresAt: Date;
}

/** The query of a signed link beside the report id in its path. */
export interface SignedQuery {
  tenant: string;
  by: string;
  expires: string;
  signature: string;
}

/**
 * Signs and checks report download links (HMAC-SHA256 over the report, tenant, actor and expiry): a link works
 * without a session, for one report, until it expires. Every replica reads the same key from the database
 * (migration 0010), so any of them serves any link.
 */
export class ReportLinks {
  private key: Promise<string> | undefined;

  /** The key is read once, when the first link is signed or checked (building the app reads no database). */
  constructor(private readonly loadKey: () => Promise<string>) {}

  /** Links signed with the key kept in `app_secrets`, read as the owner. */
  static fromDatabase(database: Database): ReportLinks {
    return new ReportLinks(async () => {
      const [row] = await queryRows(
        database.db,
        sql`SELECT value FROM app_secrets WHERE name = 'report-links'`,
        SecretRow,
      );
      if (!row) throw new Error('the report link key is missing (migration 0010)');
      return row.value;
    });
  }

  private async mac(reportId: string, tenant: string, by: string, expires: string): Promise<Buffer> {
    const loading = (this.key ??= this.loadKey());
    // A failed read is tried again by the next link.
    const key = await loading.catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return createHmac('sha256', key)
      .update(JSON.stringify([reportId, tenant, by, expires]))
      .digest();
  }

  /** The link's path and query: `/report-downloads/<report>?tenant=&by=&expires=&signature=`. */
  async sign(grant: ReportGrant): Promise<string> {
    const expires = String(Math.floor(grant.expiresAt.getTime() / 1000));
    const signature = (await this.mac(grant.reportId, grant.tenantId, grant.actorId, expires)).toString('base64url');
    const query = new URLSearchParams({ tenant: grant.tenantId, by: grant.actorId, expires, signature });
    return `/report-downloads/${grant.reportId}?${query.toString()}`;
  }

  /** The grant of a link signed here: `invalid` when it was not, `expired` after its time. */
  async verify(reportId: string, query: SignedQuery, now = new Date()): Promise<ReportGrant | 'invalid' | 'expired'> {
    const given = Buffer.from(query.signature, 'base64url');
    const expected = await this.mac(reportId, query.tenant, query.by, query.expires);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    const expiresAt = new Date(Number(query.expires) * 1000);
    if (!(expiresAt.getTime() > now.getTime())) return 'expired';
    return { tenantId: query.tenant, reportId, actorId: query.by, expiresAt };
  }
}
