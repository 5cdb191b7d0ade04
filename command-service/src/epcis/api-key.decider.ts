import type { EventOf, HubType } from '@cairn/contracts';
import { type Decider, eventTypes, unreachable } from '../command-handling/decider';
import { DomainError, invalid, notFound } from '../command-handling/domain-error';

/** A hub as the handler loaded it from its stream (null when no such hub exists). */
export type NamedHub = { uuid: string; name: string; type: HubType } | null;

export interface EpcisApiKeyState {
  exists: boolean;
  revoked: boolean;
}

export type EpcisApiKeyCommand =
  | {
      type: 'CreateEpcisApiKey';
      uuid: string;
      organizationUuid: string;
      organization: NamedHub;
      hubUuids: string[];
      hubs: NamedHub[];
      from: string;
      to: string;
      /** The secret's hash and first characters: the secret itself never reaches an event. */
      secretHash: string;
      prefix: string;
      createdBy: string;
      at: string;
    }
  | { type: 'RevokeEpcisApiKey'; uuid: string; revokedBy: string; at: string };

export type EpcisApiKeyEvent = EventOf<'EpcisApiKeyCreated' | 'EpcisApiKeyRevoked'>;

export const epcisApiKeyStream = (uuid: string) => `epcisApiKey-${uuid}`;

const decide = (command: EpcisApiKeyCommand, state: EpcisApiKeyState): EpcisApiKeyEvent[] => {
  switch (command.type) {
    case 'CreateEpcisApiKey': {
      if (state.exists) throw new DomainError('conflict', 'conflictErrorMessage');
      const { organization, hubs } = command;
      const fieldErrors: Record<string, 'validationInvalid'> = {};
      // The receiving organisation is an ORGANIZATION hub (docs/decisions.md).
      if (organization?.type !== 'ORGANIZATION') fieldErrors.organizationUuid = 'validationInvalid';
      if (hubs.length !== command.hubUuids.length || hubs.some((hub) => hub === null))
        fieldErrors.hubUuids = 'validationInvalid';
      const found = hubs.filter((hub) => hub !== null);
      if (Object.keys(fieldErrors).length || organization === null) throw invalid(fieldErrors);
      return [
        {
          type: 'EpcisApiKeyCreated',
          data: {
            uuid: command.uuid,
            organization: { uuid: organization.uuid, name: organization.name },
            hubs: found.map((hub) => ({ uuid: hub.uuid, name: hub.name })),
            from: command.from,
            to: command.to,
            secretHash: command.secretHash,
            prefix: command.prefix,
            createdBy: command.createdBy,
            at: command.at,
          },
        },
      ];
    }
    case 'RevokeEpcisApiKey':
      if (!state.exists) throw notFound();
      // Revoking twice changes nothing: the key stays refused.
      if (state.revoked) return [];
      return [
        {
          type: 'EpcisApiKeyRevoked',
          data: { uuid: command.uuid, revokedBy: command.revokedBy, at: command.at },
        },
      ];
    default:
      return unreachable(command);
  }
};

const evolve = (state: EpcisApiKeyState, event: EpcisApiKeyEvent): EpcisApiKeyState => {
  switch (event.type) {
    case 'EpcisApiKeyCreated':
      return { exists: true, revoked: false };
    case 'EpcisApiKeyRevoked':
      return { ...state, revoked: true };
    default:
      return unreachable(event);
  }
};

/** One API key of a receiving organisation: created once, revoked once, never changed. */
export const epcisApiKeyDecider: Decider<EpcisApiKeyState, EpcisApiKeyCommand, EpcisApiKeyEvent> = {
  initialState: () => ({ exists: false, revoked: false }),
  eventTypes: eventTypes<EpcisApiKeyEvent>({ EpcisApiKeyCreated: true, EpcisApiKeyRevoked: true }),
  evolve,
  decide,
};
