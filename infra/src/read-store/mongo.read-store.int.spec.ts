import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { describe, it } from 'vitest';
import { planEngine } from '../test-engines/docker.probe';
import type { StartedEngine } from '../test-engines/engine.containers';
import { readStoreContract } from './read-store.contract';
import { MongoReadStore } from './mongo.read-store';

const plan = await planEngine('MONGO_URL');

if (plan.kind === 'skip') {
  describe.skip(`ReadStore contract: MongoDB — skipped: ${plan.reason}`, () => {
    it('runs with MONGO_URL (a replica set, e.g. mongodb://host:27017/?replicaSet=rs0) or a reachable Docker engine', () =>
      undefined);
  });
} else {
  readStoreContract('MongoDB (replica set)', async () => {
    const engine: StartedEngine | null =
      plan.kind === 'docker'
        ? await (await import('../test-engines/engine.containers')).startMongoDb()
        : null;
    const client = await new MongoClient(plan.kind === 'url' ? plan.url : engine!.url).connect();
    // A database of its own per run, dropped afterwards: runs never see each other's rows.
    const db = client.db(`cairn_rs_test_${randomUUID().slice(0, 8)}`);
    const store = new MongoReadStore(client, db, false);
    return {
      store,
      cleanup: async () => {
        await store.close();
        await db.dropDatabase().catch(() => undefined);
        await client.close();
        await engine?.stop();
      },
    };
  });
}
