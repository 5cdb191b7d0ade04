import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@cairn/contracts';
import { fold } from '../command-handling/decider';
import {
  type ComplianceActionCommand,
  complianceActionDecider,
  decideComplianceAction,
} from './compliance-action.decider';

const uuid = '00000000-0000-4000-8000-0000000000a1';
const hubUuid = '00000000-0000-4000-8000-0000000000b1';
const at = '2026-11-22T09:00:00.000Z';
const principle = {
  uuid: 'c0c00000-0000-4000-8000-000004000001',
  category: 'NO_CHILD_LABOUR' as const,
  paragraph: '4.1',
};
const create = (
  over: Partial<Extract<ComplianceActionCommand, { type: 'CreateComplianceAction' }>> = {},
): ComplianceActionCommand => ({
  type: 'CreateComplianceAction',
  uuid,
  hubUuid,
  name: 'Age records',
  description: 'Show the age register',
  deadlineDate: '2026-12-01',
  cocPrinciple: principle,
  ownerUuids: ['owner-1'],
  today: '2026-11-22',
  by: 'admin',
  at,
  ...over,
});
const given = (...events: DomainEvent[]) => fold(complianceActionDecider, events);
const then = (command: ComplianceActionCommand, ...history: DomainEvent[]) =>
  decideComplianceAction(command, given(...history));
const created = then(create());
const evidence: ComplianceActionCommand = {
  type: 'UploadEvidence',
  uuid,
  callerHubUuid: hubUuid,
  documentUuid: 'd1',
  fileUploadUuid: 'f1',
  comment: 'register',
  by: 'owner-1',
  at,
};
const review: ComplianceActionCommand = {
  type: 'MarkAsReviewed',
  uuid,
  documents: [],
  by: 'admin',
  at,
};
const reopen: ComplianceActionCommand = {
  type: 'Reopen',
  uuid,
  ownerUuids: ['owner-1'],
  by: 'admin',
  at,
};

describe('compliance action decider', () => {
  it('given nothing, when created at a hub with an owner, then CREATED and the owner notified', () => {
    expect(created.map((e) => e.type)).toEqual([
      'ComplianceActionCreated',
      'ComplianceActionOwnerNotified',
    ]);
    expect(given(...created).status).toBe('OWNER_NOTIFIED');
  });

  it('given a hub without an owner, then it stays CREATED', () => {
    const events = then(create({ ownerUuids: [] }));
    expect(events.map((e) => e.type)).toEqual(['ComplianceActionCreated']);
    expect(given(...events).status).toBe('CREATED');
  });

  it('refuses a deadline before today, accepts today, and refuses creating twice', () => {
    expect(() => then(create({ deadlineDate: '2026-11-21' }))).toThrow('validationError');
    expect(then(create({ deadlineDate: '2026-11-22' }))).toHaveLength(2);
    expect(() => then(create(), ...created)).toThrow('conflictErrorMessage');
  });

  it('given an action, when the owner uploads evidence, then IN_REVIEW; another hub gets 404', () => {
    const events = then(evidence, ...created);
    expect(events).toEqual([
      {
        type: 'ComplianceEvidenceUploaded',
        data: {
          uuid,
          documentUuid: 'd1',
          fileUploadUuid: 'f1',
          comment: 'register',
          uploadedBy: 'owner-1',
          at,
        },
      },
    ]);
    expect(given(...created, ...events).status).toBe('IN_REVIEW');
    expect(() => then({ ...evidence, callerHubUuid: 'other-hub' }, ...created)).toThrow(
      'notFoundMessage',
    );
    expect(() => then(evidence)).toThrow('notFoundMessage');
  });

  it('marks as reviewed from any status (Document 1 §4)', () => {
    const uploaded = [...created, ...then(evidence, ...created)];
    for (const history of [then(create({ ownerUuids: [] })), created, uploaded]) {
      const events = then(review, ...history);
      expect(events.map((e) => e.type)).toEqual(['ComplianceActionReviewed']);
      expect(given(...history, ...events).status).toBe('REVIEWED');
    }
    const reviewed = [...uploaded, ...then(review, ...uploaded)];
    expect(given(...reviewed, ...then(review, ...reviewed)).status).toBe('REVIEWED');
    expect(() => then(review)).toThrow('notFoundMessage');
  });

  it('refuses evidence for a REVIEWED action until it is reopened', () => {
    const reviewed = [...created, ...then(review, ...created)];
    expect(() => then(evidence, ...reviewed)).toThrow('complianceActionReviewed');
    const reopened = [...reviewed, ...then(reopen, ...reviewed)];
    expect(given(...reopened).status).toBe('OWNER_NOTIFIED');
    expect(then(evidence, ...reopened).map((e) => e.type)).toEqual(['ComplianceEvidenceUploaded']);
  });

  it('reopens from every status back to OWNER_NOTIFIED, or CREATED when the hub has no owner', () => {
    const uploaded = [...created, ...then(evidence, ...created)];
    for (const history of [created, uploaded, [...uploaded, ...then(review, ...uploaded)]]) {
      const events = then(reopen, ...history);
      expect(events.map((e) => e.type)).toEqual([
        'ComplianceActionReopened',
        'ComplianceActionOwnerNotified',
      ]);
      expect(given(...history, ...events).status).toBe('OWNER_NOTIFIED');
    }
    expect(given(...created, ...then({ ...reopen, ownerUuids: [] }, ...created)).status).toBe(
      'CREATED',
    );
    expect(() => then(reopen)).toThrow('notFoundMessage');
  });
});
