import type { EpcisApiKeySummary } from '@cairn/contracts';
import { defineProjection } from '../projection';

/** An API key of a receiving organisation: what the admin list shows, and the hash it is found by. */
export type EpcisApiKeyRow = EpcisApiKeySummary & { secretHash: string };

/** EPCIS API keys (issue 34): looked up by the SHA-256 of the presented secret. */
export const epcisApiKeysProjection = defineProjection<EpcisApiKeyRow>()({
  name: 'epcisApiKeys',
  model: {
    name: 'epcisApiKeys',
    fields: {
      CREATED_AT: { path: 'createdAt', type: 'timestamp' },
    },
    sortBy: 'createdAt',
    indexes: ['secretHash'],
  },
  handles: ['EpcisApiKeyCreated', 'EpcisApiKeyRevoked'],
  keyOf: (event) => event.data.uuid,
  evolve(row, event) {
    switch (event.type) {
      case 'EpcisApiKeyCreated': {
        const { uuid, organization, hubs, from, to, prefix, secretHash, at } = event.data;
        return {
          uuid,
          organization,
          hubs,
          from,
          to,
          prefix,
          secretHash,
          createdAt: at,
          revokedAt: null,
        };
      }
      case 'EpcisApiKeyRevoked':
        return row ? { ...row, revokedAt: event.data.at } : null;
    }
  },
});
