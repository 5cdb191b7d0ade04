import type { Page, PagedSearchRequest } from '@cairn/contracts';
import { MongoClient, type ClientSession, type Collection, type Db } from 'mongodb';
import type { Checkpoint } from '../event-store/event-store.port';
import { ReadStoreQueryError } from './json-path.sql';
import { indexesOf } from './mongo.indexes';
import {
  asTextValues,
  mongoPath,
  mongoSearchFilter,
  mongoSort,
  sumGroupsOf,
  sumPipeline,
} from './mongo.search-filter';
import type {
  ReadModelDefinition,
  ReadStore,
  RowWrite,
  SumGroup,
  SumQuery,
} from './read-store.port';
import {
  assertStorable,
  BULK_CHUNK,
  checkpointUpdate,
  chunks,
  rowOperationsByModel,
  type CheckpointDocument,
  type RowDocument,
} from './mongo.read-store-writes';

const CHECKPOINTS = 'projection_checkpoints';

/** One collection per read model: its declared indexes are plain single-collection indexes. */
const collectionName = (model: string): string => `rm_${model}`;

/**
 * How a commit reaches the server. `transactions: true` (the default, and what production uses)
 * writes rows and checkpoints in one multi-document transaction, which needs a replica set (one node
 * is enough). `false` is the explicit fallback for a server without transactions (a standalone, or
 * the mongo-java-server the contract runs over the wire): the writes go in order, rows first and the
 * checkpoint last, so a failure part-way leaves the checkpoint behind the rows and the projection
 * replays them (row writes are idempotent replaces); readers may see a commit's rows half-written.
 */
export interface MongoReadStoreOptions {
  transactions: boolean;
}

/** The read-store port on MongoDB (distributed profile). */
export class MongoReadStore implements ReadStore {
  private readonly models = new Map<string, ReadModelDefinition>();

  constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
    private readonly ownsClient = true,
    private readonly options: MongoReadStoreOptions = { transactions: true },
  ) {}

  /** Runs `work` in one transaction, or, without transactions, as it comes (see MongoReadStoreOptions). */
  private async atomically(work: (session?: ClientSession) => Promise<void>): Promise<void> {
    if (!this.options.transactions) return work(undefined);
    const session = this.client.startSession();
    try {
      await session.withTransaction(() => work(session));
    } finally {
      await session.endSession();
    }
  }

  async register(
    models: ReadModelDefinition[],
    options: { indexes?: boolean } = {},
  ): Promise<void> {
    const existing = new Set(
      (await this.db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name),
    );
    for (const model of models) {
      const indexes = indexesOf(model); // validates every path before anything is created
      const name = collectionName(model.name);
      if (!existing.has(name)) await this.db.createCollection(name).catch(() => undefined); // another process may win
      existing.add(name);
      if (options.indexes !== false)
        for (const index of indexes) await this.rows(model.name).createIndex(index);
      this.models.set(model.name, model);
    }
    if (!existing.has(CHECKPOINTS))
      await this.db.createCollection(CHECKPOINTS).catch(() => undefined);
  }

  async get<T>(model: string, id: string): Promise<T | null> {
    const doc = await this.rows(model).findOne({ _id: id });
    return (doc?.data as T | undefined) ?? null;
  }

  async getMany<T>(model: string, ids: string[]): Promise<Map<string, T>> {
    if (ids.length === 0) return new Map();
    const docs = await this.rows(model)
      .find({ _id: { $in: ids } })
      .toArray();
    return new Map(docs.map((doc) => [doc._id, doc.data as T]));
  }

  async findBy<T>(model: string, path: string, value: string | number | boolean): Promise<T[]> {
    const docs = await this.rows(model)
      .find({ [mongoPath(path)]: { $in: asTextValues(value) } })
      .sort(mongoSort(this.models.get(model)))
      .toArray();
    return docs.map((doc) => doc.data as T);
  }

  async list<T>(model: string, options: { limit?: number } = {}): Promise<T[]> {
    const cursor = this.rows(model)
      .find({})
      .sort(mongoSort(this.models.get(model)));
    const docs = await (
      options.limit === undefined ? cursor : cursor.limit(options.limit)
    ).toArray();
    return docs.map((doc) => doc.data as T);
  }

  async sumBy(model: string, query: SumQuery): Promise<SumGroup[]> {
    return sumGroupsOf(
      query,
      await this.rows(model)
        .aggregate<Parameters<typeof sumGroupsOf>[1][number]>(sumPipeline(query))
        .toArray(),
    );
  }

  async search<T>(
    model: string,
    request: PagedSearchRequest,
    scope: Partial<Record<string, string>> = {},
  ): Promise<Page<T>> {
    const definition = this.models.get(model);
    if (!definition)
      throw new ReadStoreQueryError('UNKNOWN_READ_MODEL', `read model ${model} is not registered`);
    const filter = mongoSearchFilter(definition, request, scope);
    const page = request.page ?? 0;
    const size = request.size ?? 25;
    const [docs, total] = await Promise.all([
      this.rows(model)
        .find(filter)
        .sort(mongoSort(definition))
        .skip(page * size)
        .limit(size)
        .toArray(),
      this.rows(model).countDocuments(filter),
    ]);
    return { items: docs.map((doc) => doc.data as T), pagination: { total, page, size } };
  }

  async commit(writes: RowWrite[], checkpoints: Record<string, Checkpoint>): Promise<void> {
    const byModel = rowOperationsByModel(writes);
    const marks = Object.entries(checkpoints);
    if (byModel.size === 0 && marks.length === 0) return;
    await this.atomically(async (session) => {
      for (const [model, operations] of byModel) {
        for (const part of chunks(operations, BULK_CHUNK)) {
          part.forEach(
            (operation) =>
              'replaceOne' in operation && assertStorable(operation.replaceOne.replacement),
          );
          await this.rows(model).bulkWrite(part, { session, ordered: true });
        }
      }
      if (marks.length === 0) return;
      await this.checkpointsCollection().bulkWrite(
        marks.map(([name, checkpoint]) => checkpointUpdate(name, checkpoint)),
        { session },
      );
    });
  }

  async checkpoints(): Promise<Record<string, Checkpoint>> {
    const docs = await this.checkpointsCollection().find({}).toArray();
    return Object.fromEntries(
      docs.map((doc) => [doc._id, { txId: doc.txId, position: doc.position }]),
    );
  }

  async checkpoint(projection: string): Promise<Checkpoint | null> {
    const doc = await this.checkpointsCollection().findOne({ _id: projection });
    return doc ? { txId: doc.txId, position: doc.position } : null;
  }

  async reset(projection: string, models: string[]): Promise<void> {
    // Without transactions the checkpoint goes first: a failure after it replays into a fresh model.
    await this.atomically(async (session) => {
      if (!session) await this.checkpointsCollection().deleteOne({ _id: projection });
      for (const model of models) await this.rows(model).deleteMany({}, { session });
      if (session) await this.checkpointsCollection().deleteOne({ _id: projection }, { session });
    });
  }

  /**
   * Copies the shadow's documents over the live collection in one transaction (renameCollection
   * cannot run in one, and the checkpoint must move with the rows), then empties the shadow.
   */
  async promote(
    from: { projection: string; models: string[] },
    to: { projection: string; models: string[] },
  ): Promise<void> {
    const checkpoint = await this.checkpoint(from.projection);
    await this.atomically(async (session) => {
      for (const [i, model] of from.models.entries()) {
        await this.rows(to.models[i]).deleteMany({}, { session });
        const docs = await this.rows(model).find({}, { session }).toArray();
        for (const part of chunks(docs, BULK_CHUNK)) {
          await this.rows(to.models[i]).bulkWrite(
            part.map(({ _id, data }) => ({
              replaceOne: { filter: { _id }, replacement: { data }, upsert: true },
            })),
            { session, ordered: true },
          );
        }
      }
      if (checkpoint) {
        await this.checkpointsCollection().bulkWrite(
          [checkpointUpdate(to.projection, checkpoint)],
          { session },
        );
      }
      await this.checkpointsCollection().deleteOne({ _id: from.projection }, { session });
    });
    for (const model of from.models) await this.rows(model).deleteMany({});
  }

  async close(): Promise<void> {
    this.models.clear();
    if (this.ownsClient) await this.client.close();
  }

  private rows(model: string): Collection<RowDocument> {
    return this.db.collection<RowDocument>(collectionName(model));
  }

  private checkpointsCollection(): Collection<CheckpointDocument> {
    return this.db.collection<CheckpointDocument>(CHECKPOINTS);
  }
}
