import { describe, expect, it } from 'vitest';
import { HubFields, type DomainEvent } from '@cairn/contracts';
import { fold } from '../command-handling/decider';
import { decideHub, hubDecider } from './hub.decider';

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
const given = (...events: DomainEvent[]) => fold(hubDecider, events);
const created: DomainEvent = { type: 'HubCreated', data: { ...fields, uuid, createdAt: at } };

describe('hub decider', () => {
  it('creates an ACTIVE hub', () => {
    const events = decideHub({ type: 'CreateHub', uuid, fields, at }, given());
    expect(events.map((e) => e.type)).toEqual(['HubCreated']);
    expect(given(...events).state).toBe('ACTIVE');
  });

  it('applies the form dependencies: no auto-publish without EVENT_REVIEW', () => {
    const [event] = decideHub(
      { type: 'CreateHub', uuid, fields: { ...fields, autoPublishEvents: true }, at },
      given(),
    );
    expect(event.type === 'HubCreated' && event.data.autoPublishEvents).toBe(false);
  });

  it('refuses to create the same hub twice', () => {
    expect(() => decideHub({ type: 'CreateHub', uuid, fields, at }, given(created))).toThrow(
      'conflictErrorMessage',
    );
  });

  it('pauses an active hub, and reactivates a paused one', () => {
    const paused = decideHub({ type: 'PauseHub', uuid, at }, given(created));
    expect(paused[0].type).toBe('HubPaused');
    const state = given(created, ...paused);
    expect(state.state).toBe('PAUSED');
    expect(decideHub({ type: 'ReactivateHub', uuid, at }, state)[0].type).toBe('HubReactivated');
  });

  it('pauses only an ACTIVE hub and reactivates only a PAUSED one', () => {
    expect(() => decideHub({ type: 'ReactivateHub', uuid, at }, given(created))).toThrow(
      'hubNotActive',
    );
    const paused = given(created, { type: 'HubPaused', data: { uuid, at } });
    expect(() => decideHub({ type: 'PauseHub', uuid, at }, paused)).toThrow('hubNotActive');
  });

  it('archives irreversibly', () => {
    const archived = given(created, { type: 'HubArchived', data: { uuid, at } });
    expect(archived.state).toBe('ARCHIVED');
    expect(() => decideHub({ type: 'ReactivateHub', uuid, at }, archived)).toThrow('hubNotActive');
    expect(() => decideHub({ type: 'UpdateHub', uuid, fields, at }, archived)).toThrow(
      'hubNotActive',
    );
    expect(() => decideHub({ type: 'ArchiveHub', uuid, at }, archived)).toThrow('hubNotActive');
  });

  it('answers 404 for an unknown hub', () => {
    expect(() => decideHub({ type: 'PauseHub', uuid, at }, given())).toThrow('notFoundMessage');
  });
});
