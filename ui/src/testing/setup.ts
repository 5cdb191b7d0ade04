import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetMemoryDatabases } from './memory-idb';
import { answersUnderWay, server, startServer, takeUnhandled } from './msw-server';

// jsdom has no IndexedDB: the remembered answers (api/last-known.ts) and the outbox live in memory.
vi.mock('idb', () => import('./memory-idb'));

// findBy/waitFor wait up to 30 s (not 1 s): a long form typed field by field on a loaded CI machine
// takes more than a second to settle (the hub form, ~4 s alone, once timed out at 10 s beside the
// end-to-end files), and a wait that times out early fails a test that is right.
configure({ asyncUtilTimeout: 30_000 });

// What jsdom lacks and Blueprint's overlays and popovers call.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => undefined;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

beforeAll(() => startServer());
afterEach(async () => {
  // The screen takes in the last answers and renders them before it is unmounted.
  await answersUnderWay();
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  resetMemoryDatabases();
  const unhandled = takeUnhandled();
  if (unhandled.length > 0)
    throw new Error(
      `Requests no handler answered (add one with server.use): ${unhandled.join(', ')}`,
    );
});
afterAll(() => server.close());
