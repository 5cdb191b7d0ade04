import { Icons, type IconPaths } from '@blueprintjs/icons';

/** Set by blueprint-icons.vite-plugin.ts: where each icon's paths are served as JSON. */
declare const __BLUEPRINT_ICONS_BASE__: string;

/**
 * Blueprint's default loader fetches every icon of a size in one chunk the first time any
 * `icon="..."` renders. Here each icon is fetched on its own, the first time it shows, from a
 * small static JSON file the Vite plugin emits; the browser caches them like any asset.
 */
const pending = new Map<string, Promise<IconPaths>>();

const fetchPaths = async (url: string): Promise<IconPaths> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as IconPaths;
};

Icons.setLoaderOptions({
  // Blueprint remembers an icon only once it has loaded, so 25 rows rendering "more" at once
  // would ask 25 times: share the request in flight instead.
  loader: (name, size) => {
    const url = `${import.meta.env.BASE_URL}${__BLUEPRINT_ICONS_BASE__}/${size}/${name}.json`;
    let request = pending.get(url);
    if (!request) {
      request = fetchPaths(url);
      pending.set(url, request);
      request.catch(() => pending.delete(url)); // a failed icon may be tried again later
    }
    return request;
  },
});
