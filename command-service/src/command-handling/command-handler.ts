import { randomUUID } from 'node:crypto';
import type { DomainEvent, EventMetadata } from '@cairn/contracts';
import {
  type AppendOutcome,
  type Checkpoint,
  type CommandResult,
  type EventStore,
  logContext,
  metrics,
} from '@cairn/infra';
import { type Evolver, fold } from './decider';
import { DomainError } from './domain-error';

/** Who acts and when: the clock and the command id arrive with the command. */
export interface CommandContext {
  commandId: string;
  actorUuid: string | null;
  impersonatedBy?: string | null;
  hubUuid?: string | null;
  correlationId?: string;
  now: string;
  /** The caller's time zone (the time-zone header), for calendar-day rules; null or absent when not sent. */
  timeZone?: string | null;
  /** When the operator saved it on the phone (the body's capturedAt, issue 31); absent when not sent. */
  capturedAt?: string | null;
  /** The command id was made for this request (no Idempotency-Key): no earlier answer can exist. */
  freshCommandId?: boolean;
}

/** Reads streams for a decision and remembers the version each was read at. */
export interface StreamReader {
  load<S, E extends DomainEvent>(streamId: string, decider: Evolver<S, E>): Promise<S>;
}

export interface Decision {
  appends: Array<{ streamId: string; events: DomainEvent[] }>;
  result: CommandResult;
}

/** `duplicate`: the command id had been appended before; the answer is the first one, stored with its events. */
export interface HandledCommand extends CommandResult {
  checkpoint: Checkpoint | null;
  duplicate?: boolean;
}

/**
 * The one command path: read, fold, decide, append with the expected versions. A version
 * conflict re-runs the whole decision (the state has moved) a bounded number of times, then 409.
 * The same command id twice appends nothing and answers the first answer.
 */
export class CommandHandler {
  constructor(
    private readonly store: EventStore,
    private readonly maxAttempts = 5,
  ) {}

  /** Runs the command and counts its outcome (cairn_commands_total) and the events it appended. */
  async execute(
    ctx: CommandContext,
    decide: (reader: StreamReader) => Promise<Decision>,
  ): Promise<HandledCommand> {
    try {
      const done = await this.run(ctx, decide);
      metrics.commands.inc({ outcome: done.duplicate ? 'duplicate' : 'accepted', key: '' });
      return done;
    } catch (error) {
      if (error instanceof DomainError)
        metrics.commands.inc({
          outcome: error.refusal === 'conflict' ? 'conflict' : 'refused',
          key: error.key,
        });
      else metrics.commands.inc({ outcome: 'failed', key: '' });
      throw error;
    }
  }

  private async run(
    ctx: CommandContext,
    decide: (reader: StreamReader) => Promise<Decision>,
  ): Promise<HandledCommand> {
    // A fresh id skips the look-up (one round trip); the append still refuses a command id twice.
    const earlier = ctx.freshCommandId ? null : await this.store.findCommandResult(ctx.commandId);
    if (earlier) return { ...earlier, checkpoint: null, duplicate: true };

    for (let attempt = 1; attempt <= this.maxAttempts; attempt++) {
      const versions = new Map<string, number>();
      const reader: StreamReader = {
        load: async <S, E extends DomainEvent>(streamId: string, decider: Evolver<S, E>) => {
          const events = await this.store.readStream(streamId);
          versions.set(streamId, events.length ? events[events.length - 1].streamPosition : -1);
          return fold(decider, events);
        },
      };
      const decision = await decide(reader).catch(async (refusal: unknown) => {
        // The same key sent twice at once: the first run may commit between our look-up and our
        // decision, which then refuses what it sees (an id derived from the key, already used).
        // The answer to a repeated key is the first answer, not that refusal.
        const first = ctx.freshCommandId ? null : await this.store.findCommandResult(ctx.commandId);
        if (first) return first;
        throw refusal;
      });
      if (!('appends' in decision)) return { ...decision, checkpoint: null, duplicate: true };
      const appends = decision.appends.filter((a) => a.events.length > 0);
      if (appends.length === 0) return { ...decision.result, checkpoint: null };

      const outcome: AppendOutcome = await this.store.append({
        commandId: ctx.commandId,
        appends: appends.map((a) => ({
          streamId: a.streamId,
          expectedVersion: versions.get(a.streamId) ?? -1,
          events: a.events.map((e) => ({ ...e, id: randomUUID() })),
        })),
        metadata: this.metadataOf(ctx),
        result: decision.result,
      });
      switch (outcome.kind) {
        case 'appended':
          for (const event of outcome.events) metrics.eventsAppended.inc({ type: event.type });
          return { ...decision.result, checkpoint: outcome.lastCheckpoint };
        case 'duplicate':
          return { ...outcome.result, checkpoint: null, duplicate: true };
        case 'conflict':
          continue;
      }
    }
    throw new DomainError('conflict', 'conflictErrorMessage');
  }

  private metadataOf(ctx: CommandContext): Omit<EventMetadata, 'commandId'> {
    const { traceparent } = logContext();
    return {
      actorUuid: ctx.actorUuid,
      impersonatedBy: ctx.impersonatedBy ?? null,
      correlationId: ctx.correlationId ?? ctx.commandId,
      causationId: null,
      hubUuid: ctx.hubUuid ?? null,
      occurredAt: ctx.now,
      ...(ctx.capturedAt && { capturedAt: ctx.capturedAt }),
      // The request's W3C trace, carried to the projections and the worker's jobs (issue 36 §2).
      ...(traceparent && { traceparent }),
    };
  }
}
