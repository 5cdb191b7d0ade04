import { MongoClient } from 'mongodb';
import { MongoReadStore, type MongoReadStoreOptions } from './mongo.read-store';

/**
 * Connects to MONGO_URL and uses `database`. With `transactions: true` the server must be a replica set
 * or mongos: a standalone is refused here, so a store never runs without transactions unless the
 * operator said so (MONGO_TRANSACTIONS=off, docs/distributed.md).
 */
export const createMongoReadStore = async (
  url: string,
  database = 'cairn',
  options: MongoReadStoreOptions = { transactions: true },
): Promise<MongoReadStore> => {
  const client = await new MongoClient(url).connect();
  if (options.transactions) {
    const hello = await client.db('admin').command({ isMaster: 1 });
    if (!hello.setName && hello.msg !== 'isdbgrid') {
      await client.close();
      throw new Error(
        `MongoDB at ${url} is a standalone server without transactions: use a replica set (one node is enough), or set MONGO_TRANSACTIONS=off to accept non-atomic commits (docs/distributed.md)`,
      );
    }
  }
  return new MongoReadStore(client, client.db(database), true, options);
};
