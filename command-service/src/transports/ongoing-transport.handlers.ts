import { type AppContext, runCommand } from '../app-context';
import type { CommandContext, StreamReader } from '../command-handling/command-handler';
import type { StreamEvents } from '../command-handling/decider';
import {
  type DispatchTransport,
  ongoingTransportDecider,
  ongoingTransportStream,
} from './ongoing-transport.decider';

/**
 * The append that puts material on the road: any command that sends material to another hub (a carrier's
 * dispatch, a clearance's transport) adds it to its own appends, so the receiving hub finds the truck by its plate.
 */
export const ongoingTransportAppend = async (
  reader: StreamReader,
  data: Omit<DispatchTransport, 'type'>,
): Promise<StreamEvents> => {
  const stream = ongoingTransportStream(data.uuid);
  return {
    streamId: stream,
    events: ongoingTransportDecider.decide(
      { type: 'DispatchTransport', ...data },
      await reader.load(stream, ongoingTransportDecider),
    ),
  };
};

/** The same as a command of its own (tests and seed data). */
export const startOngoingTransport = async (
  app: AppContext,
  ctx: CommandContext,
  data: Omit<DispatchTransport, 'type'>,
) => {
  await runCommand(app, { ...ctx, hubUuid: data.originHubUuid }, async (reader) => ({
    appends: [await ongoingTransportAppend(reader, data)],
    result: { status: 201, body: { uuid: data.uuid } },
  }));
  return { uuid: data.uuid };
};
