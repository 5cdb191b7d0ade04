import type { SqlQueryable } from '../sql/sql-client.port';

interface Pending {
  model: string;
  ids: string[];
  resolve(rows: Map<string, unknown>): void;
  reject(error: unknown): void;
}

/**
 * Gathers the getMany calls made in one turn of the event loop into one query. The projection
 * runner asks for the rows of each model a batch touches side by side (a dozen models for one
 * registration): one round trip instead of one per model, and the server plans one statement
 * (planning on read_rows, with its dozens of partial indexes, costs more than the lookup).
 */
export class GetManyCoalescer {
  private pending: Pending[] = [];

  constructor(private readonly sql: SqlQueryable) {}

  get<T>(model: string, ids: string[]): Promise<Map<string, T>> {
    return new Promise<Map<string, unknown>>((resolve, reject) => {
      if (this.pending.length === 0) queueMicrotask(() => void this.flush());
      this.pending.push({ model, ids, resolve, reject });
    }) as Promise<Map<string, T>>;
  }

  private async flush(): Promise<void> {
    const calls = this.pending;
    this.pending = [];
    const models: string[] = [];
    const ids: string[] = [];
    for (const call of calls)
      for (const id of call.ids) {
        models.push(call.model);
        ids.push(id);
      }
    try {
      const { rows } = await this.sql.query<{ model: string; id: string; data: unknown }>(
        `select r.model, r.id, r.data from unnest($1::text[], $2::text[]) as k(model, id)
         join read_rows r on r.model = k.model and r.id = k.id`,
        [models, ids],
        { prepare: true },
      );
      const found = new Map<string, Map<string, unknown>>();
      for (const row of rows) {
        let ofModel = found.get(row.model);
        if (!ofModel) {
          ofModel = new Map();
          found.set(row.model, ofModel);
        }
        ofModel.set(row.id, row.data);
      }
      for (const call of calls) {
        const mine = found.get(call.model);
        call.resolve(
          new Map(call.ids.flatMap((id) => (mine?.has(id) ? [[id, mine.get(id)] as const] : []))),
        );
      }
    } catch (error) {
      for (const call of calls) call.reject(error);
    }
  }
}
