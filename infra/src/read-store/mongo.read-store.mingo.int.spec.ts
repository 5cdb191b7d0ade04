import { createMingoMongo } from './mongo.mingo-driver';
import { MongoReadStore } from './mongo.read-store';
import { readStoreContract } from './read-store.contract';

// The whole read-store contract through MongoReadStore's own code, on an in-memory driver whose
// queries mingo runs: no server needed, so it runs everywhere.
readStoreContract('MongoDB adapter on an in-memory driver (mingo)', async () => {
  const { client, db } = createMingoMongo();
  const store = new MongoReadStore(client, db);
  return { store, cleanup: () => store.close() };
});
