/**
 * Child process of A4: POSTs `count` registrations, `inFlight` at a time, to the app at argv[2] with
 * the token argv[3] and picture argv[4]; prints one JSON line: statuses, latencies (ms) and the elapsed time.
 */
const [url, token, picture, countArg, inFlightArg] = process.argv.slice(2);
const count = Number(countArg);
const inFlight = Number(inFlightArg);
const latencies: number[] = [];
const statuses: Record<string, number> = {};
const body = JSON.stringify({ registrationUnit: 'BAG', weight: '12.5', materialType: 'PET_CLEAR', pictureFileUploadUuid: picture });
let next = 0;
const started = process.hrtime.bigint();
await Promise.all(Array.from({ length: inFlight }, async () => {
  while (next < count) {
    next++;
    const at = process.hrtime.bigint();
    const response = await fetch(`${url}/api/collectedMaterials`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': token }, body });
    await response.arrayBuffer();
    latencies.push(Number(process.hrtime.bigint() - at) / 1e6);
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  }
}));
console.log(JSON.stringify({ statuses, latencies, seconds: Number(process.hrtime.bigint() - started) / 1e9 }));
export {};
