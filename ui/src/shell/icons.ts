import { Icons, type IconPaths } from '@blueprintjs/icons';

/** Set by blueprint-icons.vite-plugin.ts: where each icon's paths are served as JSON. */
declare const __BLUEPRINT_ICONS_BASE__: string;

/**
 * Blueprint's default loader fetches every icon of a size in one chunk the first time any
 * `icon="..."` renders. Here each icon is fetched on its own, the first time it shows, from a
 * small static JSON file the Vite plugin emits; the browser caches them like any asset.
 */
Icons.setLoaderOptions({
  loader: async (name, size): Promise<IconPaths> => {
    const response = await fetch(`${import.meta.env.BASE_URL}${__BLUEPRINT_ICONS_BASE__}/${size}/${name}.json`);
    if (!response.ok) throw new Error(`Icon ${name} (${size}px): HTTP ${response.status}`);
    return (await response.json()) as IconPaths;
  },
});
