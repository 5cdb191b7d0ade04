import { Aggregator, Query } from 'mingo';
import type { Db, MongoClient } from 'mongodb';

type Doc = Record<string, unknown> & { _id: string };
type Filter = Record<string, unknown>;
type Operation =
  | { deleteOne: { filter: { _id: string } } }
  | { replaceOne: { filter: { _id: string }; replacement: object; upsert?: boolean } }
  | { updateOne: { filter: { _id: string }; update: { $set: object }; upsert?: boolean } };

/** What the server would hand back: a copy through JSON, as BSON drops `undefined` too. */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

class FakeCursor {
  private order: Record<string, 1 | -1> | null = null;
  private from = 0;
  private count: number | null = null;
  constructor(
    private readonly docs: Doc[],
    private readonly filter: Filter,
  ) {}
  sort(order: Record<string, 1 | -1>) {
    this.order = order;
    return this;
  }
  skip(n: number) {
    this.from = n;
    return this;
  }
  limit(n: number) {
    this.count = n;
    return this;
  }
  async toArray(): Promise<Doc[]> {
    let cursor = new Query(this.filter).find(this.docs);
    if (this.order) cursor = cursor.sort(this.order);
    const all = cursor.all() as Doc[];
    return copy(all.slice(this.from, this.count === null ? undefined : this.from + this.count));
  }
}

class FakeCollection {
  docs = new Map<string, Doc>();
  async createIndex(): Promise<string> {
    return 'index';
  }
  async findOne(filter: Filter): Promise<Doc | null> {
    return (await this.find(filter).toArray())[0] ?? null;
  }
  find(filter: Filter): FakeCursor {
    return new FakeCursor([...this.docs.values()], filter);
  }
  async countDocuments(filter: Filter): Promise<number> {
    return (await this.find(filter).toArray()).length;
  }
  aggregate(pipeline: object[]) {
    const docs = [...this.docs.values()];
    return {
      toArray: async () =>
        copy(new Aggregator(pipeline as Array<Record<string, unknown>>).run(docs)),
    };
  }
  async deleteMany(): Promise<void> {
    this.docs.clear();
  }
  async deleteOne(filter: { _id: string }): Promise<void> {
    this.docs.delete(filter._id);
  }
  async bulkWrite(operations: Operation[]): Promise<void> {
    for (const operation of operations) {
      if ('deleteOne' in operation) this.docs.delete(operation.deleteOne.filter._id);
      else if ('replaceOne' in operation) {
        const id = operation.replaceOne.filter._id;
        this.docs.set(id, { ...copy(operation.replaceOne.replacement), _id: id });
      } else {
        const id = operation.updateOne.filter._id;
        this.docs.set(id, {
          ...(this.docs.get(id) ?? {}),
          ...copy(operation.updateOne.update.$set),
          _id: id,
        });
      }
    }
  }
}

/**
 * Just enough of the MongoDB driver for MongoReadStore, in memory, with mingo running the queries
 * and a transaction that restores every collection when its function throws. It lets the read-store
 * contract exercise the adapter's own code where no MongoDB server runs; it proves nothing about
 * the server itself (mongo.read-store.int.spec.ts does, with MONGO_URL or Docker).
 */
export const createMingoMongo = (): { client: MongoClient; db: Db } => {
  const collections = new Map<string, FakeCollection>();
  const collection = (name: string) => {
    let found = collections.get(name);
    if (!found) {
      found = new FakeCollection();
      collections.set(name, found);
    }
    return found;
  };
  const db = {
    listCollections: () => ({
      toArray: async () => [...collections.keys()].map((name) => ({ name })),
    }),
    createCollection: async (name: string) => collection(name),
    collection,
  };
  const client = {
    startSession: () => ({
      withTransaction: async (work: () => Promise<void>) => {
        const before = new Map(
          [...collections].map(([name, c]) => [
            name,
            new Map([...c.docs].map(([id, doc]) => [id, copy(doc)])),
          ]),
        );
        try {
          await work();
        } catch (error) {
          collections.clear();
          for (const [name, docs] of before)
            collections.set(name, Object.assign(new FakeCollection(), { docs }));
          throw error;
        }
      },
      endSession: async () => undefined,
    }),
    close: async () => undefined,
  };
  return { client: client as unknown as MongoClient, db: db as unknown as Db };
};
