import { describe, expect, it } from 'vitest';
import { AppendBatcher, type Settled } from './append.batcher';

/** A run function whose batches the test releases by hand. */
const controlled = () => {
  const batches: Array<{
    items: number[];
    release: (answers?: Array<Settled<string>>) => void;
    fail: (error: Error) => void;
  }> = [];
  const run = (items: number[]) =>
    new Promise<Array<Settled<string>>>((resolve, reject) => {
      batches.push({
        items,
        release: (answers) =>
          resolve(answers ?? items.map((item) => ({ ok: true, value: `done ${item}` }))),
        fail: reject,
      });
    });
  return { batches, run };
};
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('AppendBatcher', () => {
  it('sends a lone item at once and batches what arrives while the lane is busy', async () => {
    const { batches, run } = controlled();
    const batcher = new AppendBatcher(run, { lanes: 1, maxItems: 10 });
    const first = batcher.submit(1);
    const rest = [2, 3, 4].map((item) => batcher.submit(item));
    expect(batches.map((b) => b.items)).toEqual([[1]]);
    batches[0].release();
    expect(await first).toBe('done 1');
    await tick();
    expect(batches.map((b) => b.items)).toEqual([[1], [2, 3, 4]]);
    batches[1].release();
    expect(await Promise.all(rest)).toEqual(['done 2', 'done 3', 'done 4']);
  });

  it('starts a second lane beside a busy one only once enough items wait', async () => {
    const { batches, run } = controlled();
    const batcher = new AppendBatcher(run, { lanes: 2, maxItems: 10, minItemsBeside: 3 });
    void batcher.submit(1);
    void batcher.submit(2);
    void batcher.submit(3);
    expect(batches.map((b) => b.items)).toEqual([[1]]);
    void batcher.submit(4);
    expect(batches.map((b) => b.items)).toEqual([[1], [2, 3, 4]]);
  });

  it('keeps a batch within maxItems and maxWeight, and never empty', async () => {
    const { batches, run } = controlled();
    const batcher = new AppendBatcher(run, {
      lanes: 1,
      maxItems: 3,
      weigh: (item) => item as number,
      maxWeight: 10,
    });
    [1, 9, 2, 3, 4, 5, 20].forEach((item) => void batcher.submit(item));
    for (let i = 0; i < 5; i++) {
      batches[i].release();
      await tick();
    }
    expect(batches.map((b) => b.items)).toEqual([[1], [9], [2, 3, 4], [5], [20]]);
  });

  it('fails only the items whose answer is an error, and every item when the run throws', async () => {
    const { batches, run } = controlled();
    const batcher = new AppendBatcher(run, { lanes: 1, maxItems: 10 });
    const lone = batcher.submit(0);
    const pair = [batcher.submit(1), batcher.submit(2)];
    batches[0].fail(new Error('connection lost'));
    await expect(lone).rejects.toThrow('connection lost');
    await tick();
    batches[1].release([
      { ok: false, error: new Error('bad event') },
      { ok: true, value: 'fine' },
    ]);
    await expect(pair[0]).rejects.toThrow('bad event');
    expect(await pair[1]).toBe('fine');
  });
});
