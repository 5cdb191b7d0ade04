import type { CocPrincipleRef, ComplianceStatus, ComplianceType, EventOf } from '@cairn/contracts';
import { deadlineNotBefore } from '@cairn/contracts';
import { type Decider, eventTypes, unreachable } from '../command-handling/decider';
import { DomainError, invalid, notFound } from '../command-handling/domain-error';

export interface ComplianceActionAggregate {
  exists: boolean;
  hubUuid: string | null;
  status: ComplianceStatus;
}

export type ComplianceActionCommand =
  | {
      type: 'CreateComplianceAction';
      uuid: string;
      hubUuid: string;
      name: string;
      description: string;
      deadlineDate: string;
      actionType: ComplianceType;
      cocPrinciple: CocPrincipleRef;
      ownerUuids: string[];
      today: string;
      by: string | null;
      at: string;
    }
  | {
      type: 'UploadEvidence';
      uuid: string;
      callerHubUuid: string;
      documentUuid: string;
      fileUploadUuid: string;
      comment: string | null;
      by: string | null;
      at: string;
    }
  | {
      type: 'MarkAsReviewed';
      uuid: string;
      documents: Array<{ documentUuid: string; fileUploadUuid: string }>;
      by: string | null;
      at: string;
    }
  | { type: 'Reopen'; uuid: string; ownerUuids: string[]; by: string | null; at: string };

export type ComplianceActionEvent = EventOf<
  | 'ComplianceActionCreated'
  | 'ComplianceActionOwnerNotified'
  | 'ComplianceEvidenceUploaded'
  | 'ComplianceActionReviewed'
  | 'ComplianceActionReopened'
>;

const evolve = (
  state: ComplianceActionAggregate,
  event: ComplianceActionEvent,
): ComplianceActionAggregate => {
  switch (event.type) {
    case 'ComplianceActionCreated':
      return { exists: true, hubUuid: event.data.hubUuid, status: 'CREATED' };
    case 'ComplianceActionOwnerNotified':
      return { ...state, status: 'OWNER_NOTIFIED' };
    case 'ComplianceEvidenceUploaded':
      return { ...state, status: 'IN_REVIEW' };
    case 'ComplianceActionReviewed':
      return { ...state, status: 'REVIEWED' };
    case 'ComplianceActionReopened':
      return { ...state, status: 'CREATED' };
    default:
      return unreachable(event);
  }
};

const notified = (uuid: string, ownerUuids: string[], at: string): ComplianceActionEvent[] =>
  ownerUuids.length
    ? [{ type: 'ComplianceActionOwnerNotified', data: { uuid, ownerUuids, at } }]
    : [];

/**
 * CREATED → OWNER_NOTIFIED (the hub has an owner) → IN_REVIEW (evidence) → REVIEWED (an admin).
 * Mark as reviewed works from any status (Document 1 §4); reopen from any status goes back to
 * CREATED and tells the owners again, so it ends OWNER_NOTIFIED whenever the hub has an owner.
 */
const decide = (
  command: ComplianceActionCommand,
  state: ComplianceActionAggregate,
): ComplianceActionEvent[] => {
  switch (command.type) {
    case 'CreateComplianceAction': {
      if (state.exists) throw new DomainError('conflict', 'conflictErrorMessage');
      if (!deadlineNotBefore(command.deadlineDate, command.today))
        throw invalid({ deadlineDate: 'validationMin' });
      const { type: _t, actionType, ownerUuids, today: _today, by, at, ...data } = command;
      return [
        {
          type: 'ComplianceActionCreated',
          data: { ...data, type: actionType, createdBy: by, createdAt: at },
        },
        ...notified(command.uuid, ownerUuids, at),
      ];
    }
    case 'UploadEvidence': {
      // Another hub's action is not found, so its existence is not revealed.
      if (!state.exists || state.hubUuid !== command.callerHubUuid) throw notFound();
      if (state.status === 'REVIEWED')
        throw new DomainError('conflict', 'complianceActionReviewed');
      const { uuid, documentUuid, fileUploadUuid, comment, by, at } = command;
      return [
        {
          type: 'ComplianceEvidenceUploaded',
          data: { uuid, documentUuid, fileUploadUuid, comment, uploadedBy: by, at },
        },
      ];
    }
    case 'MarkAsReviewed': {
      if (!state.exists) throw notFound();
      return [
        {
          type: 'ComplianceActionReviewed',
          data: {
            uuid: command.uuid,
            documents: command.documents,
            reviewedBy: command.by,
            at: command.at,
          },
        },
      ];
    }
    case 'Reopen': {
      if (!state.exists) throw notFound();
      return [
        {
          type: 'ComplianceActionReopened',
          data: { uuid: command.uuid, reopenedBy: command.by, at: command.at },
        },
        ...notified(command.uuid, command.ownerUuids, command.at),
      ];
    }
    default:
      return unreachable(command);
  }
};

export const complianceActionDecider: Decider<
  ComplianceActionAggregate,
  ComplianceActionCommand,
  ComplianceActionEvent
> = {
  initialState: () => ({ exists: false, hubUuid: null, status: 'CREATED' }),
  eventTypes: eventTypes<ComplianceActionEvent>({
    ComplianceActionCreated: true,
    ComplianceActionOwnerNotified: true,
    ComplianceEvidenceUploaded: true,
    ComplianceActionReviewed: true,
    ComplianceActionReopened: true,
  }),
  evolve,
  decide,
};
