import { describe, expect, it } from 'vitest';
import { HubFields } from '@cairn/contracts';
import { fold } from '../command-handling/decider';
import { refusedAs, specificationFor } from '../../test/harness/decider-specification';
import { autoPublishes, hubDecider, type HubEvent } from './hub.decider';

const uuid = '00000000-0000-4000-8000-000000000001';
const at = '2026-11-01T10:00:00.000Z';
const fields = HubFields.parse({
  name: 'Green Loop Pune',
  type: 'COLLECTION_CENTER',
  cameraResolution: 'W720_H960',
  street: 'MG Road 1',
  zipCode: '411001',
  city: 'Pune',
  country: 'IN',
  currency: 'INR',
  features: ['WASTE_BAG_REGISTRATION'],
});
const given = specificationFor(hubDecider);
const created: HubEvent = { type: 'HubCreated', data: { ...fields, uuid, createdAt: at } };
const paused: HubEvent = { type: 'HubPaused', data: { uuid, at } };
const archived: HubEvent = { type: 'HubArchived', data: { uuid, at } };

describe('hub decider', () => {
  it('creates an ACTIVE hub', () => {
    given([]).when({ type: 'CreateHub', uuid, fields, at }).then([created]);
    expect(fold(hubDecider, [created]).state).toBe('ACTIVE');
  });

  it('applies the form dependencies: no auto-publish without EVENT_REVIEW', () => {
    given([])
      .when({ type: 'CreateHub', uuid, fields: { ...fields, autoPublishEvents: true }, at })
      .then([created]);
  });

  it('refuses to create the same hub twice', () => {
    given([created])
      .when({ type: 'CreateHub', uuid, fields, at })
      .thenThrows(refusedAs('conflict', 'conflictErrorMessage'));
  });

  it('pauses an active hub, and reactivates a paused one', () => {
    given([created]).when({ type: 'PauseHub', uuid, at }).then([paused]);
    given([created, paused])
      .when({ type: 'ReactivateHub', uuid, at })
      .then([{ type: 'HubReactivated', data: { uuid, at } }]);
    expect(fold(hubDecider, [created, paused]).state).toBe('PAUSED');
  });

  it('pauses only an ACTIVE hub and reactivates only a PAUSED one', () => {
    given([created])
      .when({ type: 'ReactivateHub', uuid, at })
      .thenThrows(refusedAs('invalid', 'hubNotActive', { state: 'validationInvalid' }));
    given([created, paused])
      .when({ type: 'PauseHub', uuid, at })
      .thenThrows(refusedAs('invalid', 'hubNotActive'));
  });

  it('archives irreversibly', () => {
    given([created]).when({ type: 'ArchiveHub', uuid, at }).then([archived]);
    expect(fold(hubDecider, [created, archived]).state).toBe('ARCHIVED');
    for (const command of [
      { type: 'ReactivateHub', uuid, at },
      { type: 'UpdateHub', uuid, fields, at },
      { type: 'ArchiveHub', uuid, at },
    ] as const)
      given([created, archived]).when(command).thenThrows(refusedAs('invalid', 'hubNotActive'));
  });

  it('refuses a command on an unknown hub as not found', () => {
    given([])
      .when({ type: 'PauseHub', uuid, at })
      .thenThrows(refusedAs('notFound', 'notFoundMessage'));
  });

  it('skips events of the stream that another aggregate wrote', () => {
    const other = { type: 'HubProjectsUpdated', data: {} } as never;
    expect(fold(hubDecider, [created, other]).state).toBe('ACTIVE');
  });

  describe('the states of Document 1 §3 without transitions in the spec (docs/decisions.md)', () => {
    const trial: HubEvent = {
      type: 'HubCreated',
      data: { ...fields, uuid, createdAt: at, state: 'TRIAL' },
    };
    const lost: HubEvent = { type: 'HubMarkedLost', data: { uuid, at } };
    const churned: HubEvent = { type: 'HubMarkedChurned', data: { uuid, at } };
    const activated: HubEvent = { type: 'HubActivated', data: { uuid, at } };

    it('creates a DEMO or TRIAL hub when asked, and an ACTIVE one otherwise', () => {
      given([]).when({ type: 'CreateHub', uuid, fields, state: 'TRIAL', at }).then([trial]);
      given([]).when({ type: 'CreateHub', uuid, fields, state: 'ACTIVE', at }).then([created]);
      expect(fold(hubDecider, [trial]).state).toBe('TRIAL');
    });

    it('marks a demo or trial that does not convert as LOST, and activates it when it does', () => {
      given([trial]).when({ type: 'MarkHubLost', uuid, at }).then([lost]);
      given([trial]).when({ type: 'ActivateHub', uuid, at }).then([activated]);
      expect(fold(hubDecider, [trial, lost]).state).toBe('LOST');
      expect(fold(hubDecider, [trial, activated]).state).toBe('ACTIVE');
    });

    it('marks an active or paused customer who leaves as CHURNED, and wins it back by activating', () => {
      given([created]).when({ type: 'MarkHubChurned', uuid, at }).then([churned]);
      given([created, paused]).when({ type: 'MarkHubChurned', uuid, at }).then([churned]);
      given([created, churned]).when({ type: 'ActivateHub', uuid, at }).then([activated]);
      expect(fold(hubDecider, [created, churned]).state).toBe('CHURNED');
    });

    it('refuses each change from a state it does not start from', () => {
      const refused = refusedAs('invalid', 'hubNotActive', { state: 'validationInvalid' });
      given([created]).when({ type: 'MarkHubLost', uuid, at }).thenThrows(refused);
      given([created]).when({ type: 'ActivateHub', uuid, at }).thenThrows(refused);
      given([trial]).when({ type: 'MarkHubChurned', uuid, at }).thenThrows(refused);
      given([trial]).when({ type: 'PauseHub', uuid, at }).thenThrows(refused);
      given([created, churned]).when({ type: 'ReactivateHub', uuid, at }).thenThrows(refused);
      given([created, archived]).when({ type: 'ActivateHub', uuid, at }).thenThrows(refused);
    });

    it('archives a lost or churned hub', () => {
      given([trial, lost]).when({ type: 'ArchiveHub', uuid, at }).then([archived]);
      given([created, churned]).when({ type: 'ArchiveHub', uuid, at }).then([archived]);
    });
  });
});

// The handlers that record a hub event take autoPublished from the hub's stream loaded for the
// decision (its version checked by the append), not from the hubs row, which may lag.
describe('autoPublishes: from the hub stream as loaded', () => {
  const reviewing = { ...fields, features: [...fields.features, 'EVENT_REVIEW' as const] };
  const createdPublishing: HubEvent = {
    type: 'HubCreated',
    data: { ...reviewing, autoPublishEvents: true, uuid, createdAt: at },
  };
  const updated = (autoPublishEvents: boolean): HubEvent => ({
    type: 'HubUpdated',
    data: { ...reviewing, autoPublishEvents, uuid, updatedAt: at },
  });

  it('follows the hub settings as last recorded', () => {
    expect(autoPublishes(fold(hubDecider, [createdPublishing]))).toBe(true);
    expect(autoPublishes(fold(hubDecider, [createdPublishing, updated(false)]))).toBe(false);
    expect(
      autoPublishes(fold(hubDecider, [createdPublishing, updated(false), updated(true)])),
    ).toBe(true);
  });

  it('is false for a hub that does not exist, or one that never chose it', () => {
    expect(autoPublishes(fold(hubDecider, []))).toBe(false);
    expect(autoPublishes(fold(hubDecider, [created]))).toBe(false);
  });
});
