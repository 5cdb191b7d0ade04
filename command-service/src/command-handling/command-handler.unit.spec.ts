import { describe, expect, it } from 'vitest';
import type { EventStore } from '@cairn/infra';
import { CommandHandler } from './command-handler';
import { DomainError } from './domain-error';

/** A store in which a first run of the same key commits between the look-up and the decision. */
const racedStore = (first: { status: number; body: unknown } | null) => {
  let lookups = 0;
  return {
    findCommandResult: async () => (lookups++ === 0 ? null : first),
    readStream: async () => [],
    append: async () => {
      throw new Error('nothing may be appended');
    },
  } as unknown as EventStore;
};
const refuse = async (): Promise<never> => {
  throw new DomainError('conflict', 'conflictErrorMessage');
};
const ctx = { commandId: 'key-1', actorUuid: null, now: '2026-11-25T00:00:00.000Z' };

describe('the same key sent twice at once', () => {
  it('answers the first answer when the decision refuses what the first run just wrote', async () => {
    const first = { status: 201, body: { uuid: 'u-1' } };
    expect(await new CommandHandler(racedStore(first)).execute(ctx, refuse)).toEqual({
      ...first,
      checkpoint: null,
      duplicate: true,
    });
  });
  it('keeps the refusal when no run of that key was recorded, and for a fresh id', async () => {
    await expect(new CommandHandler(racedStore(null)).execute(ctx, refuse)).rejects.toThrow(
      DomainError,
    );
    await expect(
      new CommandHandler(racedStore({ status: 201, body: null })).execute(
        { ...ctx, freshCommandId: true },
        refuse,
      ),
    ).rejects.toThrow(DomainError);
  });
});
