import { describe, it } from 'vitest';
import { refusedAs, specificationFor } from '../../test/harness/decider-specification';
import {
  epcisApiKeyDecider,
  type EpcisApiKeyCommand,
  type EpcisApiKeyEvent,
} from './api-key.decider';

const given = specificationFor(epcisApiKeyDecider);
const ORG = { uuid: 'org-1', name: 'Brand One', type: 'ORGANIZATION' as const };
const HUB = { uuid: 'hub-1', name: 'Bandung', type: 'HUB' as const };
const AT = '2026-12-01T10:00:00.000Z';

const create = (overrides: Partial<EpcisApiKeyCommand & { type: 'CreateEpcisApiKey' }> = {}) =>
  ({
    type: 'CreateEpcisApiKey',
    uuid: 'key-1',
    organizationUuid: ORG.uuid,
    organization: ORG,
    hubUuids: [HUB.uuid],
    hubs: [HUB],
    from: '2026-01-01T00:00:00Z',
    to: '2027-01-01T00:00:00Z',
    secretHash: 'ab'.repeat(32),
    prefix: 'cek_abcd',
    createdBy: 'admin-1',
    at: AT,
    ...overrides,
  }) as EpcisApiKeyCommand;

const created: EpcisApiKeyEvent = {
  type: 'EpcisApiKeyCreated',
  data: {
    uuid: 'key-1',
    organization: { uuid: ORG.uuid, name: ORG.name },
    hubs: [{ uuid: HUB.uuid, name: HUB.name }],
    from: '2026-01-01T00:00:00Z',
    to: '2027-01-01T00:00:00Z',
    secretHash: 'ab'.repeat(32),
    prefix: 'cek_abcd',
    createdBy: 'admin-1',
    at: AT,
  },
};
const revoke: EpcisApiKeyCommand = {
  type: 'RevokeEpcisApiKey',
  uuid: 'key-1',
  revokedBy: 'admin-1',
  at: AT,
};

describe('an EPCIS API key', () => {
  it('is created for an organisation with the hubs and period it shares, and only the hash', () => {
    given([]).when(create()).then([created]);
  });

  it('is refused for a hub that is no ORGANIZATION, or for hubs that do not exist', () => {
    given([])
      .when(create({ organization: { ...HUB } }))
      .thenThrows(
        refusedAs('invalid', 'validationError', { organizationUuid: 'validationInvalid' }),
      );
    given([])
      .when(create({ organization: null, hubUuids: ['hub-1', 'hub-2'], hubs: [HUB, null] }))
      .thenThrows(
        refusedAs('invalid', 'validationError', {
          organizationUuid: 'validationInvalid',
          hubUuids: 'validationInvalid',
        }),
      );
  });

  it('is not created twice under one uuid', () => {
    given([created]).when(create()).thenThrows(refusedAs('conflict', 'conflictErrorMessage'));
  });

  it('is revoked once; a second revocation records nothing', () => {
    given([created])
      .when(revoke)
      .then([
        { type: 'EpcisApiKeyRevoked', data: { uuid: 'key-1', revokedBy: 'admin-1', at: AT } },
      ]);
    given([
      created,
      { type: 'EpcisApiKeyRevoked', data: { uuid: 'key-1', revokedBy: 'a', at: AT } },
    ])
      .when(revoke)
      .then([]);
  });

  it('cannot revoke a key that does not exist', () => {
    given([]).when(revoke).thenThrows(refusedAs('notFound'));
  });
});
