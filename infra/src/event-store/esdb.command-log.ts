import {
  BACKWARDS,
  END,
  NO_STREAM,
  StreamNotFoundError,
  WrongExpectedVersionError,
  jsonEvent,
  type EventStoreDBClient,
} from '@eventstore/db-client';
import type { CommandResult } from './event-store.port';

/** Command records live in their own streams; their types are not app types, so $all readers skip them. */
const CLAIMED = 'cairn.command.claimed';
const COMPLETED = 'cairn.command.completed';
const RELEASED = 'cairn.command.released';

/** A claim older than this belongs to a writer that died mid-command: another may take it over. */
const STALE_CLAIM_MS = 30_000;
/** How long a repeat waits for the first writer of its command id to finish. */
const WAIT_FOR_OTHER_MS = 10_000;

export const commandStream = (commandId: string): string => `cairn-command-${commandId}`;

interface LastRecord {
  type: string;
  revision: bigint;
  data: { at?: number; result?: CommandResult };
}

export type Claim = { kind: 'claimed'; revision: bigint } | { kind: 'done'; result: CommandResult };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Idempotency by command id on EventStoreDB, which has no transaction across streams: a writer
 * first claims `cairn-command-<id>` at its expected revision (only one claim can win), appends the
 * command's events, then records the result there. A repeat reads that stream: completed → the
 * stored answer; claimed → it waits for the first writer; released (a conflict) → it may try again.
 */
export class EsdbCommandLog {
  constructor(private readonly client: EventStoreDBClient) {}

  async claim(commandId: string): Promise<Claim> {
    const deadline = Date.now() + WAIT_FOR_OTHER_MS;
    for (;;) {
      const last = await this.last(commandId);
      if (last?.type === COMPLETED && last.data.result)
        return { kind: 'done', result: last.data.result };
      const heldByOther =
        last?.type === CLAIMED && Date.now() - (last.data.at ?? 0) < STALE_CLAIM_MS;
      if (heldByOther) {
        if (Date.now() > deadline)
          throw new Error(`command ${commandId} is still being appended by another writer`);
        await sleep(25);
        continue;
      }
      try {
        await this.client.appendToStream(
          commandStream(commandId),
          jsonEvent({ type: CLAIMED, data: { at: Date.now() } }),
          {
            expectedRevision: last ? last.revision : NO_STREAM,
          },
        );
        return { kind: 'claimed', revision: last ? last.revision + 1n : 0n };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
      }
    }
  }

  async complete(commandId: string, claimed: bigint, result: CommandResult): Promise<void> {
    await this.client.appendToStream(
      commandStream(commandId),
      jsonEvent({ type: COMPLETED, data: { result } }),
      { expectedRevision: claimed },
    );
  }

  /** After a conflict: the command appended nothing (or, across streams, see docs/decisions.md) and may be retried. */
  async release(commandId: string, claimed: bigint): Promise<void> {
    try {
      await this.client.appendToStream(
        commandStream(commandId),
        jsonEvent({ type: RELEASED, data: {} }),
        { expectedRevision: claimed },
      );
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
    }
  }

  async result(commandId: string): Promise<CommandResult | null> {
    const last = await this.last(commandId);
    return last?.type === COMPLETED ? (last.data.result ?? null) : null;
  }

  private async last(commandId: string): Promise<LastRecord | null> {
    let found: LastRecord | null = null;
    try {
      // Consumed to the end inside try: an unread EventStoreDB stream fails the process.
      for await (const resolved of this.client.readStream(commandStream(commandId), {
        direction: BACKWARDS,
        fromRevision: END,
        maxCount: 1,
      })) {
        const event = resolved.event;
        if (event)
          found = {
            type: event.type,
            revision: event.revision,
            data: event.data as LastRecord['data'],
          };
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return null;
      throw error;
    }
    return found;
  }
}
