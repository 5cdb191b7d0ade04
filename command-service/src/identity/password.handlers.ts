import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { hashPassword } from './password';
import { decideUser, userDecider } from './user.decider';

export const setPassword = async (app: AppContext, ctx: CommandContext, userUuid: string, password: string): Promise<void> => {
  const passwordHash = await hashPassword(password);
  await runCommand(app, ctx, async (reader) => {
    const stream = `user-${userUuid}`;
    const events = decideUser({ type: 'SetPassword', uuid: userUuid, passwordHash, at: ctx.now }, await reader.load(stream, userDecider));
    return { appends: [{ streamId: stream, events }], result: { status: 204, body: undefined } };
  });
};
