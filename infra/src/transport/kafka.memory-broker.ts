import type { Kafka, Message } from 'kafkajs';

const PARTITIONS = 3;
interface Stored {
  key: string;
  value: Buffer;
  offset: string;
}
type EachBatch = (payload: {
  batch: { topic: string; partition: number; messages: Stored[] };
  resolveOffset(offset: string): void;
  heartbeat(): Promise<void>;
  isRunning(): boolean;
  isStale(): boolean;
}) => Promise<void>;

const partitionOf = (key: string): number =>
  [...key].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % PARTITIONS;

/**
 * Just enough of kafkajs for the relay and the consumer, in memory: keyed partitions, committed
 * offsets per group, and a consumer that restarts from the last committed offset (so what it had
 * not committed is delivered again, as with a broker). It lets the transport contract exercise the
 * adapters' own code where no broker runs; kafka.transport.int.spec.ts runs it on Kafka.
 */
/** The stand-in, and a way to crash its running consumers as kafkajs does after an error it does not retry. */
export type MemoryKafka = Kafka & { crashConsumers(): void };
type CrashListener = (event: { payload: { error: Error; restart: boolean } }) => void;

export const createMemoryKafka = (): MemoryKafka => {
  const topics = new Map<string, Stored[][]>();
  const crashes = new Set<() => void>();
  const committed = new Map<string, number>();
  const partitions = (topic: string) => {
    let stored = topics.get(topic);
    if (!stored) {
      stored = Array.from({ length: PARTITIONS }, () => []);
      topics.set(topic, stored);
    }
    return stored;
  };
  const kafka = {
    admin: () => ({
      connect: async () => undefined,
      disconnect: async () => undefined,
      listTopics: async () => [...topics.keys()],
      createTopics: async ({ topics: names }: { topics: Array<{ topic: string }> }) => {
        const created = names.filter(({ topic }) => !topics.has(topic));
        for (const { topic } of names) partitions(topic);
        return created.length > 0;
      },
    }),
    producer: () => ({
      connect: async () => undefined,
      disconnect: async () => undefined,
      send: async ({ topic, messages }: { topic: string; messages: Message[] }) => {
        for (const message of messages) {
          const list = partitions(topic)[partitionOf(String(message.key))];
          list.push({
            key: String(message.key),
            value: Buffer.from(String(message.value)),
            offset: String(list.length),
          });
        }
      },
    }),
    consumer: ({ groupId }: { groupId: string }) => {
      let running = false;
      let loop: Promise<void> | null = null;
      let topic = '';
      const listeners: CrashListener[] = [];
      const crash = () => {
        running = false;
        crashes.delete(crash);
        for (const listener of listeners)
          listener({ payload: { error: new Error('crashed by the test'), restart: false } });
      };
      return {
        events: { CRASH: 'consumer.crash' },
        on: (_event: string, listener: CrashListener) => {
          listeners.push(listener);
        },
        connect: async () => undefined,
        subscribe: async ({ topics: names }: { topics: string[] }) => {
          topic = names[0];
        },
        commitOffsets: async (
          offsets: Array<{ topic: string; partition: number; offset: string }>,
        ) => {
          for (const o of offsets)
            committed.set(`${groupId}|${o.topic}|${o.partition}`, Number(o.offset));
        },
        run: async ({ eachBatch }: { eachBatch: EachBatch }) => {
          running = true;
          crashes.add(crash);
          const position = Array.from(
            { length: PARTITIONS },
            (_, p) => committed.get(`${groupId}|${topic}|${p}`) ?? 0,
          );
          loop = (async () => {
            while (running) {
              for (let p = 0; p < PARTITIONS && running; p++) {
                const messages = partitions(topic)[p].slice(position[p], position[p] + 4);
                if (messages.length === 0) continue;
                await eachBatch({
                  batch: { topic, partition: p, messages },
                  resolveOffset: (offset) => {
                    position[p] = Number(offset) + 1;
                  },
                  heartbeat: async () => undefined,
                  isRunning: () => running,
                  isStale: () => false,
                });
              }
              await new Promise((resolve) => setTimeout(resolve, 10));
            }
          })();
        },
        disconnect: async () => {
          running = false;
          crashes.delete(crash);
          await loop;
        },
      };
    },
    crashConsumers: () => {
      for (const crash of [...crashes]) crash();
    },
  };
  return kafka as unknown as MemoryKafka;
};
