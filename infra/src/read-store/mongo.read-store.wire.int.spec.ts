import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { MongoReadStore } from './mongo.read-store';
import { createMongoReadStore } from './mongo.read-store.factory';
import { readStoreContract } from './read-store.contract';

// The contract through the real `mongodb` driver and the wire protocol, against mongo-java-server
// (infra/mongo/mongo-wire-server.sh; .ci/run starts it and sets MONGO_WIRE_URL). That server has no
// transactions and ignores non-unique indexes, so the store runs with its explicit fallback
// (transactions: false) and the contract checks the fallback where atomicity would be needed.
const url = process.env.MONGO_WIRE_URL;

if (!url) {
  describe.skip('ReadStore contract: MongoDB wire protocol — skipped: MONGO_WIRE_URL is not set', () => {
    it('runs with MONGO_WIRE_URL (infra/mongo/mongo-wire-server.sh start prints one)', () =>
      undefined);
  });
} else {
  readStoreContract('MongoDB wire protocol (mongo-java-server, no transactions)', async () => {
    const client = await new MongoClient(url).connect();
    const db = client.db(`cairn_wire_${randomUUID().slice(0, 8)}`);
    const store = new MongoReadStore(client, db, false, { transactions: false });
    return {
      store,
      transactions: false,
      uniqueIndex: async (model, path) => {
        await db.collection(`rm_${model}`).createIndex({ [`data.${path}`]: 1 }, { unique: true });
      },
      cleanup: async () => {
        await store.close();
        await db.dropDatabase().catch(() => undefined);
        await client.close();
      },
    };
  });

  describe('createMongoReadStore on a server without transactions', () => {
    it('refuses a standalone unless transactions are turned off explicitly', async () => {
      await expect(createMongoReadStore(url, 'cairn_wire_refused')).rejects.toThrow(
        /MONGO_TRANSACTIONS=off/,
      );
      const store = await createMongoReadStore(url, 'cairn_wire_allowed', { transactions: false });
      await store.close();
    });

    it('a store that wants transactions fails loudly there instead of committing half', async () => {
      const client = await new MongoClient(url).connect();
      const store = new MongoReadStore(client, client.db(`cairn_wire_${randomUUID().slice(0, 8)}`));
      try {
        await expect(store.commit([{ model: 'm', id: 'a', row: { v: 1 } }], {})).rejects.toThrow(
          /commitTransaction/,
        );
      } finally {
        await store.close();
      }
    });
  });
}
