import type { EventData } from '@cairn/contracts';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { hashPassword } from './password';
import { registrationAppends } from './user-registration';

export type NewUser = Omit<EventData<'UserRegistered'>, 'uuid' | 'registeredAt'>;

/** Registers an account (with a password when given) through the user, email and phone streams. */
export const registerUser = async (
  app: AppContext,
  ctx: CommandContext,
  user: NewUser,
  password: string | null,
): Promise<{ uuid: string }> => {
  const uuid = app.newId();
  const passwordHash = password ? await hashPassword(password) : null;
  const done = await runCommand(app, ctx, async (reader) => ({
    appends: await registrationAppends(reader, {
      ...user,
      uuid,
      passwordHash,
      mustChange: false,
      at: ctx.now,
    }),
    result: { status: 201, body: { uuid } },
  }));
  return done.body as { uuid: string };
};
