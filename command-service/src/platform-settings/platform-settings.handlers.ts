import type { PlatformSettings } from '@cairn/contracts';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { fold } from '../command-handling/decider';
import { PLATFORM_SETTINGS_STREAM, platformSettingsDecider } from './platform-settings.decider';

/** The platform's settings as recorded (the defaults until an admin changes them). */
export const platformSettingsOf = async (app: AppContext): Promise<PlatformSettings> =>
  fold(platformSettingsDecider, await app.events.readStream(PLATFORM_SETTINGS_STREAM));

export const changePlatformSettings = async (
  app: AppContext,
  ctx: CommandContext,
  settings: PlatformSettings,
): Promise<PlatformSettings> => {
  await runCommand(app, ctx, async (reader) => ({
    appends: [
      {
        streamId: PLATFORM_SETTINGS_STREAM,
        events: platformSettingsDecider.decide(
          {
            type: 'ChangePlatformSettings',
            settings,
            changedBy: ctx.actorUuid ?? '',
            at: ctx.now,
          },
          await reader.load(PLATFORM_SETTINGS_STREAM, platformSettingsDecider),
        ),
      },
    ],
    result: { status: 200, body: settings },
  }));
  return platformSettingsOf(app);
};
