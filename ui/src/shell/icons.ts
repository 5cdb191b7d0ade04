import { Icons, type IconPaths } from '@blueprintjs/icons';

/** Set by blueprint-icons.vite-plugin.ts: where the icons' paths are served as JSON. */
declare const __BLUEPRINT_ICONS_BASE__: string;

type IconSet = Partial<Record<string, IconPaths>>;

/**
 * Blueprint's default loader fetches every icon of a size in one chunk the first time any
 * `icon="..."` renders. Here the icons the app can show (the build lists them) come as one small
 * JSON file a size, fetched the first time an icon of that size shows, and an icon the set lacks
 * from a file of its own; the browser caches them like any asset.
 */
const pending = new Map<string, Promise<unknown>>();

const fetchJson = <T>(path: string): Promise<T> => {
  const url = `${import.meta.env.BASE_URL}${__BLUEPRINT_ICONS_BASE__}/${path}`;
  let request = pending.get(url) as Promise<T> | undefined;
  if (!request) {
    request = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return (await response.json()) as T;
    });
    pending.set(url, request);
    request.catch(() => pending.delete(url)); // a failed set or icon may be tried again later
  }
  return request;
};

Icons.setLoaderOptions({
  // Blueprint remembers an icon only once it has loaded, so 25 rows rendering "more" at once
  // would ask 25 times: they share the request in flight instead.
  loader: async (name, size) => {
    const set = await fetchJson<IconSet>(`${size}.json`).catch((): IconSet => ({}));
    return set[name] ?? fetchJson<IconPaths>(`${size}/${name}.json`);
  },
});
