import type { HubFields, HubState, SecurityRole } from '@cairn/contracts';
import { defineProjection } from '../projection';

export interface HubRow extends HubFields {
  uuid: string;
  state: HubState;
  createdAt: string;
  updatedAt: string;
  users: Array<{ uuid: string; fullName: string; role: SecurityRole }>;
}

/** Hubs with their settings and their users, for the admin list, the form and access checks. */
export const hubListProjection = defineProjection<HubRow>()({
  name: 'hubs',
  version: 3,
  model: {
    name: 'hubs',
    fields: {
      TYPE: { path: 'type', type: 'text' },
      STATE: { path: 'state', type: 'text' },
      UUID: { path: 'uuid', type: 'text' },
    },
    sortBy: 'createdAt',
  },
  handles: [
    'HubCreated',
    'HubUpdated',
    'HubPaused',
    'HubReactivated',
    'HubArchived',
    'HubActivated',
    'HubMarkedLost',
    'HubMarkedChurned',
    'UserRegistered',
    'UserDetailsChanged',
  ],
  keyOf: (event) =>
    event.type === 'UserRegistered' || event.type === 'UserDetailsChanged'
      ? event.data.hubUuid
      : event.data.uuid,
  evolve(row, event) {
    switch (event.type) {
      case 'HubCreated': {
        const { createdAt, state, ...fields } = event.data;
        return {
          ...fields,
          state: state ?? 'ACTIVE',
          createdAt,
          updatedAt: createdAt,
          users: row?.users ?? [],
        };
      }
      case 'HubUpdated': {
        if (!row) return null;
        const { updatedAt, ...fields } = event.data;
        return { ...row, ...fields, updatedAt };
      }
      case 'HubPaused':
        return row && { ...row, state: 'PAUSED', updatedAt: event.data.at };
      case 'HubReactivated':
        return row && { ...row, state: 'ACTIVE', updatedAt: event.data.at };
      case 'HubArchived':
        return row && { ...row, state: 'ARCHIVED', updatedAt: event.data.at };
      case 'HubActivated':
        return row && { ...row, state: 'ACTIVE', updatedAt: event.data.at };
      case 'HubMarkedLost':
        return row && { ...row, state: 'LOST', updatedAt: event.data.at };
      case 'HubMarkedChurned':
        return row && { ...row, state: 'CHURNED', updatedAt: event.data.at };
      case 'UserRegistered': {
        if (!row) return null;
        const user = {
          uuid: event.data.uuid,
          fullName: `${event.data.firstName} ${event.data.lastName}`,
          role: event.data.role,
        };
        return { ...row, users: [...row.users.filter((u) => u.uuid !== user.uuid), user] };
      }
      case 'UserDetailsChanged': {
        const { uuid, firstName, lastName } = event.data;
        return (
          row && {
            ...row,
            users: row.users.map((u) =>
              u.uuid === uuid ? { ...u, fullName: `${firstName} ${lastName}` } : u,
            ),
          }
        );
      }
      default:
        return row;
    }
  },
});
