import { loadSigningKey, type Config, type Logger, type SigningKey } from '@cairn/infra';

const keys = new WeakMap<Config, Promise<SigningKey>>();

/** The operator's signing key, loaded (or made) once per configuration; said at first use where it comes from. */
export const signingKeyOf = (config: Config, logger: Logger): Promise<SigningKey> => {
  let key = keys.get(config);
  if (!key) {
    key = loadSigningKey(config.signingKey, config.dataDir).then(
      ({ key: loaded, source, file }) => {
        if (source === 'made')
          logger.warn(
            `credential signing key made into ${file} (0600): back it up apart from the database, or set CAIRN_SIGNING_KEY`,
          );
        return loaded;
      },
    );
    keys.set(config, key);
  }
  return key;
};
