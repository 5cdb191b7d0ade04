import { afterAll, beforeAll, describe } from 'vitest';
import { appendContractTests } from './event-store-append.contract';
import { subscriptionContractTests } from './event-store-subscription.contract';
import type { EventStoreContractContext, MakeEventStore } from './event-store.contract-fixtures';

export type { EventStoreHarness, MakeEventStore } from './event-store.contract-fixtures';

/**
 * The behaviour every EventStore adapter must show. An adapter's *.int.spec.ts calls this
 * with a factory for a store on an empty database; tests use fresh stream ids, so they share it.
 */
export const eventStoreContract = (name: string, makeStore: MakeEventStore): void => {
  describe(`EventStore contract: ${name}`, () => {
    const ctx = {} as EventStoreContractContext;
    beforeAll(async () => {
      ctx.harness = await makeStore();
      ctx.store = ctx.harness.store;
    }, 30_000);
    afterAll(async () => {
      await ctx.harness?.cleanup();
    }, 30_000);

    appendContractTests(ctx);
    subscriptionContractTests(ctx);
  });
};
