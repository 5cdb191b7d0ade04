import { DEFAULT_PLATFORM_SETTINGS, type EventOf, type PlatformSettings } from '@cairn/contracts';
import { type Decider, eventTypes } from '../command-handling/decider';

/** The platform's settings: one stream, the defaults until an admin changes them. */
export const PLATFORM_SETTINGS_STREAM = 'platformSettings';

export type ChangePlatformSettings = {
  type: 'ChangePlatformSettings';
  settings: PlatformSettings;
  changedBy: string;
  at: string;
};
export type PlatformSettingsEvent = EventOf<'PlatformSettingsChanged'>;

/** One command and one event: saving what is already set records nothing. */
export const platformSettingsDecider: Decider<
  PlatformSettings,
  ChangePlatformSettings,
  PlatformSettingsEvent
> = {
  initialState: () => DEFAULT_PLATFORM_SETTINGS,
  eventTypes: eventTypes<PlatformSettingsEvent>({ PlatformSettingsChanged: true }),
  evolve: (_state, { data: { idPictureRetentionMonths } }) => ({ idPictureRetentionMonths }),
  decide: ({ settings, changedBy, at }, state) =>
    settings.idPictureRetentionMonths === state.idPictureRetentionMonths
      ? []
      : [{ type: 'PlatformSettingsChanged', data: { ...settings, changedBy, at } }],
};
