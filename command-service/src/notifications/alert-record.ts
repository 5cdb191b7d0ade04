import type { UserRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { type RaiseAlert, alertDecider, decideRaiseAlert } from './alert.decider';
import { distinctUsers } from './alert-recipients';

export type AlertDraft = Omit<RaiseAlert, 'uuid' | 'recipients' | 'at'> & {
  users: UserRow[];
  linkFor?: (user: UserRow) => string | null;
};

/** Records an alert on its stream; the command id derives from the cause and the rule, so a replay raises nothing twice. */
export const recordAlert = async (
  app: AppContext,
  ctx: CommandContext,
  streamId: string,
  draft: AlertDraft,
  options: { once?: boolean; when?: (lastRaisedAt: string | null) => boolean } = {},
): Promise<boolean> => {
  const { users, linkFor, ...alert } = draft;
  const done = await app.commands.execute(ctx, async (reader) => {
    const state = await reader.load(streamId, alertDecider);
    if (options.when && !options.when(state.lastRaisedAt))
      return { appends: [], result: { status: 200, body: { raised: false } } };
    const recipients = distinctUsers(users).map((u) => ({
      userUuid: u.uuid,
      notificationUuid: app.newId(),
      ...(linkFor ? { link: linkFor(u) } : {}),
    }));
    const events = decideRaiseAlert(
      { ...alert, uuid: app.newId(), recipients, at: ctx.now },
      state,
      options.once ?? true,
    );
    return {
      appends: [{ streamId, events }],
      result: { status: 200, body: { raised: events.length > 0 } },
    };
  });
  return (done.body as { raised: boolean }).raised;
};
