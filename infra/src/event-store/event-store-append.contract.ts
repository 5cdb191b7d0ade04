import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { START } from './event-store.port';
import {
  appendOne,
  appendRequest,
  events,
  streamId,
  type EventStoreContractContext,
} from './event-store.contract-fixtures';

/** Append, read back, optimistic concurrency, idempotency, atomicity. */
export const appendContractTests = (ctx: EventStoreContractContext): void => {
  it('appends to a new stream and reads it back', async () => {
    const id = streamId();
    const outcome = await appendOne(ctx.store, id, -1, 3, 'cmd-read-back-' + id);
    if (outcome.kind !== 'appended') throw new Error(`expected appended, got ${outcome.kind}`);
    expect(outcome.events.map((e) => e.streamPosition)).toEqual([0, 1, 2]);
    expect(outcome.events.every((e) => e.streamId === id && e.schemaVersion === 1)).toBe(true);
    expect(outcome.events[0].metadata.commandId).toBe('cmd-read-back-' + id);
    const positions = outcome.events.map((e) => BigInt(e.globalPosition));
    expect(positions[0] < positions[1] && positions[1] < positions[2]).toBe(true);

    expect(await ctx.store.readStream(id)).toEqual(outcome.events);
    const middle = await ctx.store.readStream(id, { fromPosition: 1, limit: 1 });
    expect(middle.map((e) => e.id)).toEqual([outcome.events[1].id]);
    expect(await ctx.store.readStream(streamId())).toEqual([]);

    const next = await appendOne(ctx.store, id, 2, 1);
    const any = await appendOne(ctx.store, id, 'any', 2);
    expect(next.kind === 'appended' && next.events.map((e) => e.streamPosition)).toEqual([3]);
    expect(any.kind === 'appended' && any.events.map((e) => e.streamPosition)).toEqual([4, 5]);
  });

  it('enforces the expected version', async () => {
    const id = streamId();
    expect((await appendOne(ctx.store, streamId(), 0)).kind).toBe('conflict');
    expect((await appendOne(ctx.store, id, -1)).kind).toBe('appended');
    expect(await appendOne(ctx.store, id, -1)).toEqual({ kind: 'conflict', streamId: id });
    expect(await appendOne(ctx.store, id, 5)).toEqual({ kind: 'conflict', streamId: id });
    expect((await appendOne(ctx.store, id, 0)).kind).toBe('appended');
    expect(await appendOne(ctx.store, id, 0)).toEqual({ kind: 'conflict', streamId: id });
    expect((await ctx.store.readStream(id)).map((e) => e.streamPosition)).toEqual([0, 1]);
  });

  it('answers a repeated command id with the first result and appends nothing', async () => {
    const commandId = randomUUID();
    const first = appendRequest(
      [{ streamId: streamId(), expectedVersion: -1, events: events(1) }],
      commandId,
    );
    expect((await ctx.store.append(first)).kind).toBe('appended');
    const other = streamId();
    const again = appendRequest(
      [{ streamId: other, expectedVersion: -1, events: events(2) }],
      commandId,
    );
    again.result = { status: 500, body: 'must not be stored' };
    expect(await ctx.store.append(again)).toEqual({ kind: 'duplicate', result: first.result });
    expect(await ctx.store.readStream(other)).toEqual([]);
    expect(await ctx.store.findCommandResult(commandId)).toEqual(first.result);
    expect(await ctx.store.findCommandResult(randomUUID())).toBeNull();
  });

  it('answers concurrent repeats of one command id exactly once', async () => {
    const commandId = randomUUID();
    const ids = Array.from({ length: 6 }, () => streamId());
    const outcomes = await Promise.all(ids.map((id) => appendOne(ctx.store, id, -1, 1, commandId)));
    expect(outcomes.filter((o) => o.kind === 'appended')).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === 'duplicate')).toHaveLength(5);
    const written = await Promise.all(ids.map((id) => ctx.store.readStream(id)));
    expect(written.flat()).toHaveLength(1);
  });

  it('keeps idempotency across a restart', async (test) => {
    const { reopen } = ctx.harness;
    if (!reopen) return test.skip('this engine keeps nothing across a restart');
    const id = streamId();
    const commandId = randomUUID();
    const first = await appendOne(ctx.store, id, -1, 2, commandId);
    expect(first.kind).toBe('appended');
    ctx.store = await reopen.call(ctx.harness);
    const again = await appendOne(ctx.store, streamId(), -1, 1, commandId);
    expect(again).toEqual({ kind: 'duplicate', result: { status: 201, body: { commandId } } });
    expect((await ctx.store.readStream(id)).map((e) => e.streamPosition)).toEqual([0, 1]);
  });

  it('appends to several streams atomically', async (test) => {
    if (ctx.harness.capabilities?.multiStreamAtomic === false)
      return test.skip('this engine appends one stream atomically, not several');
    const fresh = streamId();
    const existing = streamId();
    await appendOne(ctx.store, existing, -1);
    const commandId = randomUUID();
    const request = (expected: number) =>
      appendRequest(
        [
          { streamId: fresh, expectedVersion: -1, events: events(2) },
          { streamId: existing, expectedVersion: expected, events: events(1) },
        ],
        commandId,
      );
    expect(await ctx.store.append(request(7))).toEqual({ kind: 'conflict', streamId: existing });
    expect(await ctx.store.readStream(fresh)).toEqual([]);
    expect(await ctx.store.findCommandResult(commandId)).toBeNull();

    const outcome = await ctx.store.append(request(0));
    if (outcome.kind !== 'appended') throw new Error(`expected appended, got ${outcome.kind}`);
    expect(outcome.events.map((e) => [e.streamId, e.streamPosition])).toEqual([
      [fresh, 0],
      [fresh, 1],
      [existing, 1],
    ]);
    const after = await ctx.store.readAll(outcome.lastCheckpoint, 1000);
    expect(after.events.filter((e) => e.metadata.commandId === commandId)).toEqual([]);
  });

  it('lets exactly one of many concurrent writers win a version', async () => {
    const id = streamId();
    await appendOne(ctx.store, id, -1);
    const racing = await Promise.all(Array.from({ length: 20 }, () => appendOne(ctx.store, id, 0)));
    expect(racing.filter((o) => o.kind === 'appended')).toHaveLength(1);
    expect(racing.filter((o) => o.kind === 'conflict')).toHaveLength(19);
    expect((await ctx.store.readStream(id)).map((e) => e.streamPosition)).toEqual([0, 1]);

    const created = streamId();
    const creating = await Promise.all(
      Array.from({ length: 20 }, () => appendOne(ctx.store, created, -1, 2)),
    );
    expect(creating.filter((o) => o.kind === 'appended')).toHaveLength(1);
    expect((await ctx.store.readStream(created)).map((e) => e.streamPosition)).toEqual([0, 1]);
  }, 20_000);

  it('pages the global log with checkpoints', async () => {
    await appendOne(ctx.store, streamId(), -1, 3);
    const all = await ctx.store.readAll(START, 100_000);
    const paged: string[] = [];
    let checkpoint = START;
    for (;;) {
      const batch = await ctx.store.readAll(checkpoint, 7);
      if (batch.events.length === 0) {
        expect(batch.checkpoint).toEqual(checkpoint);
        break;
      }
      expect(batch.events.length).toBeLessThanOrEqual(7);
      paged.push(...batch.events.map((e) => e.id));
      checkpoint = batch.checkpoint;
    }
    expect(paged).toEqual(all.events.map((e) => e.id));
    expect(checkpoint).toEqual(all.checkpoint);
  });
};
