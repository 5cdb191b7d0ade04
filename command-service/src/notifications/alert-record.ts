import type { UserRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { type RaiseAlert, alertDecider } from './alert.decider';
import { distinctUsers } from './alert-recipients';
import type { NotificationTexts } from './notification-texts';

/**
 * An alert to record on `streamId`, to `users`. `once` (the default): a stream that already holds an
 * alert raises none; `when`: the rule's own check of the stream's last alert (the manual-flags window).
 */
export type AlertDraft = Omit<
  RaiseAlert,
  'type' | 'uuid' | 'recipients' | 'at' | 'once' | 'title' | 'body'
> & {
  /** The texts in a language: the alert keeps the English, each recipient gets theirs. */
  texts: NotificationTexts;
  streamId: string;
  users: UserRow[];
  linkFor?: (user: UserRow) => string | null;
  once?: boolean;
  when?: (lastRaisedAt: string | null) => boolean;
};

/** Records an alert on its stream; the command id derives from the cause and the rule, so a replay raises nothing twice. */
export const recordAlert = async (
  app: AppContext,
  ctx: CommandContext,
  draft: AlertDraft,
): Promise<boolean> => {
  const { streamId, users, linkFor, once = true, when, texts, ...alert } = draft;
  const done = await app.commands.execute(ctx, async (reader) => {
    const state = await reader.load(streamId, alertDecider);
    if (when && !when(state.lastRaisedAt))
      return { appends: [], result: { status: 200, body: { raised: false } } };
    const recipients = distinctUsers(users).map((u) => ({
      userUuid: u.uuid,
      notificationUuid: app.newId(),
      ...(linkFor ? { link: linkFor(u) } : {}),
      ...texts(u.language ?? 'EN'),
    }));
    const events = alertDecider.decide(
      {
        type: 'RaiseAlert',
        ...alert,
        ...texts('EN'),
        uuid: app.newId(),
        recipients,
        once,
        at: ctx.now,
      },
      state,
    );
    return {
      appends: [{ streamId, events }],
      result: { status: 200, body: { raised: events.length > 0 } },
    };
  });
  return (done.body as { raised: boolean }).raised;
};
