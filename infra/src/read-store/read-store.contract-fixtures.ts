import type { ReadModelDefinition, ReadStore } from './read-store.port';

export interface ReadStoreHarness {
  store: ReadStore;
  /** Closes everything the harness opened and removes its data. */
  cleanup(): Promise<void>;
  /**
   * false for an engine without multi-document transactions (mongo-java-server): the cases that need
   * a commit to be all-or-nothing on the server check the documented fallback instead.
   */
  transactions?: boolean;
  /** Declares a unique index on `path` of `model` behind the adapter's back, so the server can refuse a write. */
  uniqueIndex?(model: string, path: string): Promise<void>;
}
export type MakeReadStore = () => Promise<ReadStoreHarness>;
export interface ReadStoreContractContext {
  harness: ReadStoreHarness;
  store: ReadStore;
}

export interface Item {
  uuid: string;
  hubUuid: string;
  trackingNumber?: string | null;
  createdAt: string;
  weight: number;
  tags?: string[] | null;
  owner: { state: string; email: string };
}

/** Every field type and a nested path; STATUS is deliberately not a filter of it. */
export const ITEMS: ReadModelDefinition = {
  name: 'contract_items',
  sortBy: 'createdAt',
  indexes: ['hubUuid', 'owner.email'],
  fields: {
    UUID: { path: 'uuid', type: 'text' },
    HUB_UUID: { path: 'hubUuid', type: 'text' },
    TRACKING_NUMBER: { path: 'trackingNumber', type: 'text' },
    CREATED_AT: { path: 'createdAt', type: 'timestamp' },
    TYPE: { path: 'weight', type: 'number' },
    ANOMALY: { path: 'tags', type: 'textArray' },
    STATE: { path: 'owner.state', type: 'text' },
  },
};
export const BY_WEIGHT: ReadModelDefinition = {
  name: 'contract_by_weight',
  sortBy: 'weight',
  fields: { TYPE: { path: 'weight', type: 'number' } },
};
export const RESET_A: ReadModelDefinition = { name: 'contract_reset_a', fields: {} };
export const RESET_B: ReadModelDefinition = { name: 'contract_reset_b', fields: {} };

const TRACKING: Array<string | null | undefined> = [
  'TN-001',
  'tn-002',
  'AB_50%',
  'ABX50Y',
  '',
  null,
  undefined,
  'TN-008',
  'TN-009',
];
const TAGS: Array<string[] | null | undefined> = [
  ['DUPLICATE'],
  ['DUPLICATE', 'OTHER'],
  ['WEIGHT_OUTLIER'],
  [],
  null,
  undefined,
  ['OTHER'],
  ['DUPLICATE'],
  [],
];

/** Nine items, created one day apart (item-1 oldest), alternating between two hubs. */
export const ITEM_ROWS: Item[] = TRACKING.map((trackingNumber, i) => {
  const n = i + 1;
  const item: Item = {
    uuid: `item-${n}`,
    hubUuid: n % 2 === 1 ? 'hub-a' : 'hub-b',
    createdAt: `2025-01-0${n}T10:00:00.000Z`,
    weight: n * 10,
    owner: { state: n <= 4 ? 'ACTIVE' : 'PAUSED', email: `owner${n}@example.org` },
  };
  if (trackingNumber !== undefined) item.trackingNumber = trackingNumber;
  if (TAGS[i] !== undefined) item.tags = TAGS[i];
  return item;
});

export const uuids = (items: Item[]): string[] => items.map((item) => item.uuid);
/** uuids of item-n for the given n, in the default order (newest first). */
export const newestFirst = (...ns: number[]): string[] =>
  [...ns].sort((a, b) => b - a).map((n) => `item-${n}`);

/** A checkpoint from numbers. */
export const cp = (txId: number, position: number) => ({
  txId: String(txId),
  position: String(position),
});
