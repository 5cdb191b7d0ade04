import { describe, expect, it } from 'vitest';
import { fold } from '../command-handling/decider';
import { refusedAs, specificationFor } from '../../test/harness/decider-specification';
import {
  type ComplianceActionCommand,
  type ComplianceActionEvent,
  complianceActionDecider,
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
  actionType: 'REQUEST_EVIDENCE',
  cocPrinciple: principle,
  ownerUuids: ['owner-1'],
  today: '2026-11-22',
  by: 'admin',
  at,
  ...over,
});
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

const actionCreated = (deadlineDate = '2026-12-01'): ComplianceActionEvent => ({
  type: 'ComplianceActionCreated',
  data: {
    uuid,
    hubUuid,
    name: 'Age records',
    description: 'Show the age register',
    deadlineDate,
    type: 'REQUEST_EVIDENCE',
    cocPrinciple: principle,
    createdBy: 'admin',
    createdAt: at,
  },
});
const ownerNotified: ComplianceActionEvent = {
  type: 'ComplianceActionOwnerNotified',
  data: { uuid, ownerUuids: ['owner-1'], at },
};
const uploadedEvent: ComplianceActionEvent = {
  type: 'ComplianceEvidenceUploaded',
  data: {
    uuid,
    documentUuid: 'd1',
    fileUploadUuid: 'f1',
    comment: 'register',
    uploadedBy: 'owner-1',
    at,
  },
};
const reviewedEvent: ComplianceActionEvent = {
  type: 'ComplianceActionReviewed',
  data: { uuid, documents: [], reviewedBy: 'admin', at },
};
const reopenedEvent: ComplianceActionEvent = {
  type: 'ComplianceActionReopened',
  data: { uuid, reopenedBy: 'admin', at },
};
const created = [actionCreated(), ownerNotified];
const uploaded = [...created, uploadedEvent];
const reviewed = [...created, reviewedEvent];
const given = specificationFor(complianceActionDecider);
const statusAfter = (...events: ComplianceActionEvent[]) =>
  fold(complianceActionDecider, events).status;

describe('compliance action decider', () => {
  it('given nothing, when created at a hub with an owner, then CREATED and the owner notified', () => {
    given([]).when(create()).then(created);
    expect(statusAfter(...created)).toBe('OWNER_NOTIFIED');
  });

  it('given a hub without an owner, then it stays CREATED', () => {
    given([])
      .when(create({ ownerUuids: [] }))
      .then([actionCreated()]);
    expect(statusAfter(actionCreated())).toBe('CREATED');
  });

  it('refuses a deadline before today, accepts today, and refuses creating twice', () => {
    given([])
      .when(create({ deadlineDate: '2026-11-21' }))
      .thenThrows(refusedAs('invalid', 'validationError', { deadlineDate: 'validationMin' }));
    given([])
      .when(create({ deadlineDate: '2026-11-22' }))
      .then([actionCreated('2026-11-22'), ownerNotified]);
    given(created).when(create()).thenThrows(refusedAs('conflict', 'conflictErrorMessage'));
  });

  it('given an action, when the owner uploads evidence, then IN_REVIEW; another hub gets 404', () => {
    given(created).when(evidence).then([uploadedEvent]);
    expect(statusAfter(...uploaded)).toBe('IN_REVIEW');
    given(created)
      .when({ ...evidence, callerHubUuid: 'other-hub' })
      .thenThrows(refusedAs('notFound', 'notFoundMessage'));
    given([]).when(evidence).thenThrows(refusedAs('notFound', 'notFoundMessage'));
  });

  it('marks as reviewed from any status (Document 1 §4)', () => {
    for (const history of [[actionCreated()], created, uploaded, reviewed]) {
      given(history).when(review).then([reviewedEvent]);
      expect(statusAfter(...history, reviewedEvent)).toBe('REVIEWED');
    }
    given([]).when(review).thenThrows(refusedAs('notFound', 'notFoundMessage'));
  });

  it('refuses evidence for a REVIEWED action until it is reopened', () => {
    given(reviewed).when(evidence).thenThrows(refusedAs('conflict', 'complianceActionReviewed'));
    const reopened = [...reviewed, reopenedEvent, ownerNotified];
    expect(statusAfter(...reopened)).toBe('OWNER_NOTIFIED');
    given(reopened).when(evidence).then([uploadedEvent]);
  });

  it('reopens from every status back to OWNER_NOTIFIED, or CREATED when the hub has no owner', () => {
    for (const history of [created, uploaded, [...uploaded, reviewedEvent]]) {
      given(history).when(reopen).then([reopenedEvent, ownerNotified]);
      expect(statusAfter(...history, reopenedEvent, ownerNotified)).toBe('OWNER_NOTIFIED');
    }
    given(created)
      .when({ ...reopen, ownerUuids: [] })
      .then([reopenedEvent]);
    expect(statusAfter(...created, reopenedEvent)).toBe('CREATED');
    given([]).when(reopen).thenThrows(refusedAs('notFound', 'notFoundMessage'));
  });
});
