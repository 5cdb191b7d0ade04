import type { SqlClient, SqlQueryable } from '../sql/sql-client.port';
import { masterKeyId, newDataKey, unwrapKey, wrapKey } from './personal-data.crypto';

/**
 * The key store (issue 33): one data key per person, wrapped by the master key, in a table apart
 * from the events. Erasure deletes the wrapped key and keeps the row (when, so a second erasure
 * is a no-op); an absent row reads as erased too (an event backup restored without this table).
 */
export const PERSONAL_DATA_KEYS_MIGRATION = `
create table if not exists personal_data_keys (
  subject_uuid text primary key,
  wrapped_key text,
  master_key_id text,
  created_at timestamptz not null default now(),
  erased_at timestamptz
);`;

interface KeyRow {
  subject_uuid: string;
  wrapped_key: string | null;
  master_key_id: string | null;
  erased_at: string | null;
}

/** A subject's data key, or null once erased (or never held). */
type Held = Buffer | null;
const CACHE_MS = 60_000;

export class PersonalDataKeys {
  private readonly cache = new Map<string, { key: Held; until: number }>();
  private readonly masterId: string;

  constructor(
    private readonly sql: SqlClient,
    private readonly master: Buffer,
  ) {
    this.masterId = masterKeyId(master);
  }

  async migrate(): Promise<void> {
    await this.sql.exec(PERSONAL_DATA_KEYS_MIGRATION);
    const { rows } = await this.sql.query<{ id: string }>(
      `select distinct master_key_id as id from personal_data_keys where wrapped_key is not null`,
    );
    const other = rows.find((row) => row.id !== this.masterId);
    if (other)
      throw new Error(
        `the personal data keys were wrapped by another master key (${other.id}, this one is ${this.masterId}): set CAIRN_MASTER_KEY to it, or rotate (npm run personal-data:rotate-master-key)`,
      );
  }

  /** The keys of these subjects; absent or erased ones map to null. */
  async keysOf(subjects: Iterable<string>): Promise<Map<string, Held>> {
    const now = Date.now();
    const found = new Map<string, Held>();
    const missing: string[] = [];
    for (const subject of new Set(subjects)) {
      const cached = this.cache.get(subject);
      if (cached && cached.until > now) found.set(subject, cached.key);
      else missing.push(subject);
    }
    if (missing.length > 0) {
      for (const [subject, key] of await this.load(this.sql, missing)) found.set(subject, key);
      for (const subject of missing) if (!found.has(subject)) found.set(subject, null);
    }
    return found;
  }

  /** Keys for sealing: made for subjects that have none yet; an erased subject stays null. */
  async keysForSealing(subjects: Iterable<string>): Promise<Map<string, Held>> {
    const wanted = [...new Set(subjects)];
    const known = await this.keysOf(wanted);
    const fresh = wanted.filter((s) => known.get(s) === null);
    if (fresh.length > 0) {
      const wrapped = fresh.map((subject) => wrapKey(this.master, subject, newDataKey()));
      await this.sql.query(
        `insert into personal_data_keys (subject_uuid, wrapped_key, master_key_id)
         select s, w, $3 from unnest($1::text[], $2::text[]) as u(s, w)
         on conflict (subject_uuid) do nothing`,
        [fresh, wrapped, this.masterId],
      );
      // Another process may have made one first: what the table holds wins.
      for (const [subject, key] of await this.load(this.sql, fresh)) known.set(subject, key);
    }
    return known;
  }

  /** Deletes the subject's key; true when this call erased it, false when it was already gone. */
  async erase(subject: string): Promise<boolean> {
    const { rows } = await this.sql.query<{ subject_uuid: string }>(
      `insert into personal_data_keys (subject_uuid, wrapped_key, erased_at) values ($1, null, now())
       on conflict (subject_uuid) do update set wrapped_key = null, master_key_id = null,
         erased_at = coalesce(personal_data_keys.erased_at, now())
       where personal_data_keys.wrapped_key is not null
       returning subject_uuid`,
      [subject],
    );
    this.cache.set(subject, { key: null, until: Number.MAX_SAFE_INTEGER });
    // The old row version stays in the table's file until vacuumed: vacuum now, so the key is gone from disk.
    await this.sql.query('vacuum personal_data_keys').catch(() => undefined);
    return rows.length > 0;
  }

  async erasedAt(subject: string): Promise<string | null> {
    const { rows } = await this.sql.query<{ at: string | null }>(
      `select erased_at::text as at from personal_data_keys where subject_uuid = $1`,
      [subject],
    );
    return rows[0]?.at ?? null;
  }

  /** Re-wraps every data key under a new master key, in one transaction; events are not touched. */
  static async rotate(sql: SqlClient, oldMaster: Buffer, newMaster: Buffer): Promise<number> {
    const newId = masterKeyId(newMaster);
    return sql.transaction(async (tx) => {
      const { rows } = await tx.query<KeyRow>(
        `select subject_uuid, wrapped_key, master_key_id, erased_at::text as erased_at
         from personal_data_keys where wrapped_key is not null for update`,
      );
      for (const row of rows) {
        const key = unwrapKey(oldMaster, row.subject_uuid, row.wrapped_key ?? '');
        await tx.query(
          `update personal_data_keys set wrapped_key = $2, master_key_id = $3 where subject_uuid = $1`,
          [row.subject_uuid, wrapKey(newMaster, row.subject_uuid, key), newId],
        );
      }
      return rows.length;
    });
  }

  private async load(sql: SqlQueryable, subjects: string[]): Promise<Map<string, Held>> {
    const { rows } = await sql.query<KeyRow>(
      `select subject_uuid, wrapped_key, master_key_id, erased_at::text as erased_at
       from personal_data_keys where subject_uuid = any($1::text[])`,
      [subjects],
    );
    const until = Date.now() + CACHE_MS;
    const loaded = new Map<string, Held>();
    for (const row of rows) {
      const key = row.wrapped_key
        ? unwrapKey(this.master, row.subject_uuid, row.wrapped_key)
        : null;
      loaded.set(row.subject_uuid, key);
      this.cache.set(row.subject_uuid, { key, until });
    }
    return loaded;
  }
}
