import { OursStore } from './stores';
import { a3Load } from './load';

/** Child process of a3LoadProcess: the A3 load on the database at argv[2] until SIGTERM. */
const store = await OursStore.open(process.argv[2]);
const stop = new AbortController();
process.on('SIGTERM', () => stop.abort());
console.log('ready');
const appended = await a3Load(store.events, stop.signal);
console.log(`appended ${appended}`);
await store.close();
process.exit(0);
