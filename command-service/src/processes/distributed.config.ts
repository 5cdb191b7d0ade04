/** The distributed profile's settings, from the environment (docs/distributed.md lists them). */
export interface DistributedConfig {
  esdbUrl: string;
  mongoUrl: string;
  mongoDatabase: string;
  /** false only when MONGO_TRANSACTIONS=off: commits without a transaction (MongoReadStoreOptions). */
  mongoTransactions: boolean;
  kafkaBrokers: string[];
  kafkaTopic: string;
  redisUrl: string;
  /** 'esdb': projections follow $all in global order (default); 'kafka': a consumer group, per-stream order. */
  projectionSource: 'esdb' | 'kafka';
}

const required = (env: NodeJS.ProcessEnv, name: string): string => {
  const value = env[name];
  if (!value)
    throw new Error(`${name} is required by the distributed profile (docs/distributed.md)`);
  return value;
};

export const loadDistributedConfig = (env: NodeJS.ProcessEnv = process.env): DistributedConfig => ({
  esdbUrl: required(env, 'ESDB_URL'),
  mongoUrl: required(env, 'MONGO_URL'),
  mongoDatabase: env.MONGO_DB || 'cairn',
  mongoTransactions: env.MONGO_TRANSACTIONS !== 'off',
  kafkaBrokers: (env.KAFKA_BROKERS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  kafkaTopic: env.KAFKA_TOPIC || 'cairn.events',
  redisUrl: env.REDIS_URL || 'redis://127.0.0.1:6379',
  projectionSource: env.PROJECTION_SOURCE === 'kafka' ? 'kafka' : 'esdb',
});

/** Brokers are needed by the relay and the consumers only. */
export const kafkaBrokers = (config: DistributedConfig): string[] => {
  if (config.kafkaBrokers.length === 0)
    throw new Error('KAFKA_BROKERS is required by this process (docs/distributed.md)');
  return config.kafkaBrokers;
};
