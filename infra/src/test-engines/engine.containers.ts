import { createServer } from 'node:net';

/** A started engine for a contract suite: its address and how to stop it. */
export interface StartedEngine {
  url: string;
  stop(): Promise<void>;
}

// testcontainers is loaded only when a Docker engine answered: suites without one never import it.
const containers = () => import('testcontainers');

export const startEventStoreDb = async (): Promise<StartedEngine> => {
  const { GenericContainer, Wait } = await containers();
  const container = await new GenericContainer('eventstore/eventstore:24.10')
    .withEnvironment({
      EVENTSTORE_INSECURE: 'true',
      EVENTSTORE_MEM_DB: 'true',
      EVENTSTORE_RUN_PROJECTIONS: 'None',
    })
    .withExposedPorts(2113)
    .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
    .start();
  return {
    url: `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
    stop: async () => {
      await container.stop();
    },
  };
};

/** A one-node replica set: transactions need one. */
export const startMongoDb = async (): Promise<StartedEngine> => {
  const { GenericContainer, Wait } = await containers();
  const container = await new GenericContainer('mongo:7')
    .withCommand(['--replSet', 'rs0', '--bind_ip_all'])
    .withExposedPorts(27017)
    .withWaitStrategy(Wait.forLogMessage(/Waiting for connections/))
    .start();
  await container.exec([
    'mongosh',
    '--quiet',
    '--eval',
    "rs.initiate({_id:'rs0',members:[{_id:0,host:'localhost:27017'}]})",
  ]);
  await new Promise((resolve) => setTimeout(resolve, 2_000)); // the node elects itself primary
  return {
    url: `mongodb://${container.getHost()}:${container.getMappedPort(27017)}/?directConnection=true`,
    stop: async () => {
      await container.stop();
    },
  };
};

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

/** Single-node KRaft: the advertised address must be the host's port, so it is fixed before start. */
export const startKafka = async (): Promise<StartedEngine> => {
  const { GenericContainer, Wait } = await containers();
  const port = await freePort();
  const container = await new GenericContainer('apache/kafka:3.9.0')
    .withEnvironment({
      KAFKA_NODE_ID: '1',
      KAFKA_PROCESS_ROLES: 'broker,controller',
      KAFKA_LISTENERS: 'PLAINTEXT://:9092,CONTROLLER://:9093',
      KAFKA_ADVERTISED_LISTENERS: `PLAINTEXT://localhost:${port}`,
      KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: 'CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
      KAFKA_CONTROLLER_QUORUM_VOTERS: '1@localhost:9093',
      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: '1',
      KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: '1',
      KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: '0',
    })
    .withExposedPorts({ container: 9092, host: port })
    .withWaitStrategy(Wait.forLogMessage(/Kafka Server started/))
    .start();
  return {
    url: `localhost:${port}`,
    stop: async () => {
      await container.stop();
    },
  };
};
