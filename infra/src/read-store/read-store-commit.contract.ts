import { expect, it } from 'vitest';
import { cp, RESET_A, type ReadStoreContractContext } from './read-store.contract-fixtures';

/** A commit is all or nothing, and checkpoints are kept per projection. */
export const commitContractTests = (ctx: ReadStoreContractContext): void => {
  it('commits rows and checkpoints atomically', async () => {
    const model = RESET_A.name;
    await ctx.store.commit([{ model, id: 'kept', row: { v: 1 } }], {
      'contract-atomic': cp(100, 1),
    });
    // jsonb rejects \u0000, so this commit fails after its delete has run.
    const failing = ctx.store.commit(
      [
        { model, id: 'kept', row: null },
        { model, id: 'bad', row: { text: 'nul \u0000 byte' } },
      ],
      { 'contract-atomic': cp(200, 2) },
    );
    await expect(failing).rejects.toThrow();
    expect(await ctx.store.get(model, 'kept')).toEqual({ v: 1 });
    expect(await ctx.store.get(model, 'bad')).toBeNull();
    expect(await ctx.store.checkpoint('contract-atomic')).toEqual(cp(100, 1));
  });

  // The case above fails in the adapter before anything is sent; here the server itself refuses a
  // write after others of the same commit went through, so only a real rollback keeps them out.
  it('a commit the server refuses part-way (duplicate key) changes no row and no checkpoint', async (t) => {
    if (!ctx.harness.uniqueIndex) return t.skip();
    const model = 'contract_unique';
    await ctx.store.commit([{ model, id: 'u1', row: { key: 'k1' } }], {
      'contract-unique': cp(1, 1),
    });
    await ctx.harness.uniqueIndex(model, 'key');
    const failing = ctx.store.commit(
      [
        { model, id: 'u1', row: null },
        { model, id: 'u2', row: { key: 'k2' } },
        { model, id: 'u3', row: { key: 'k2' } },
      ],
      { 'contract-unique': cp(2, 2) },
    );
    await expect(failing).rejects.toThrow();
    // Every engine: the checkpoint never passes rows that were not all written, so they are replayed.
    expect(await ctx.store.checkpoint('contract-unique')).toEqual(cp(1, 1));
    if (ctx.harness.transactions === false) return; // rows may be half-written (MongoReadStoreOptions)
    expect(await ctx.store.get(model, 'u1')).toEqual({ key: 'k1' });
    expect(await ctx.store.get(model, 'u2')).toBeNull();
  });

  it('stores checkpoints per projection', async () => {
    expect(await ctx.store.checkpoint('contract-never')).toBeNull();
    await ctx.store.commit([], { 'contract-p1': cp(1, 2), 'contract-p2': cp(3, 4) });
    await ctx.store.commit([], { 'contract-p1': cp(5, 6) });
    expect(await ctx.store.checkpoint('contract-p1')).toEqual(cp(5, 6));
    const all = await ctx.store.checkpoints();
    expect(all['contract-p1']).toEqual(cp(5, 6));
    expect(all['contract-p2']).toEqual(cp(3, 4));
  });
};
