import type { EventOf, PersonalDataSubjectKind } from '@cairn/contracts';
import { type Decider, eventTypes } from '../command-handling/decider';

/** A person's erasure stream: written once, so erasing twice records nothing more. */
export interface ErasureAggregate {
  erased: { at: string; erasedBy: string; reason: string } | null;
}
export type EraseCommand = {
  type: 'ErasePersonalData';
  subjectUuid: string;
  kind: PersonalDataSubjectKind;
  erasedBy: string;
  reason: string;
  deletedFileUploadUuids: string[];
  at: string;
};
export type ErasureEvent = EventOf<'PersonalDataErased'>;

export const erasureStream = (subjectUuid: string) => `personalData-${subjectUuid}`;

/** One command and one event: no switch to exhaust. */
export const erasureDecider: Decider<ErasureAggregate, EraseCommand, ErasureEvent> = {
  initialState: () => ({ erased: null }),
  eventTypes: eventTypes<ErasureEvent>({ PersonalDataErased: true }),
  evolve: (_state, { data: { at, erasedBy, reason } }) => ({ erased: { at, erasedBy, reason } }),
  decide: ({ type: _type, ...data }, state) =>
    state.erased ? [] : [{ type: 'PersonalDataErased', data }],
};
