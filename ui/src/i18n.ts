import { i18n, type Messages } from '@lingui/core';
import { MESSAGES_EN } from '@cairn/contracts';
import common from './locales/common.en.json';

/**
 * The UI's texts through Lingui (docs/decisions.md, German): each area's English catalog
 * (`<area>/<area>.en.json`) registers itself when the area's code loads, with `addMessages`
 * in its `<area>.messages.ts`; the German catalogs (`*.de.json`) load together, only for German users
 * (`loadLanguage`). Messages are ICU MessageFormat, compiled at build time (i18n-catalogs.vite-plugin.ts);
 * a German text that is missing falls back to the English one, an English one to the key.
 */
export type UiLanguage = 'EN' | 'DE';

const LINGUI_LOCALE: Record<UiLanguage, string> = { EN: 'en', DE: 'de' };
// Contracts' German (material names, which the server writes too) loads with the UI's.
const GERMAN = import.meta.glob<Messages>(['./**/*.de.json', '../../contracts/src/*.de.json'], {
  import: 'default',
});

const english: Messages = {};
const germanKeys = new Set<string>();
let germanLoaded: Promise<void> | null = null;
let language: UiLanguage = 'EN';

/** Registers an area's English catalog; German falls back to it for keys it lacks. */
export const addMessages = (en: Messages) => {
  Object.assign(english, en);
  i18n.load('en', en);
  i18n.load('de', Object.fromEntries(Object.entries(en).filter(([k]) => !germanKeys.has(k))));
};

// Built catalogs hold ICU messages compiled (arrays) and plain texts as they are: a plain text is its
// own compiled form, so the app ships no ICU compiler (tests compile with Lingui's own, on use).
if (import.meta.env.PROD) i18n.setMessagesCompiler((text) => [text]);
addMessages(MESSAGES_EN);
addMessages(common);
i18n.activate('en');

/** Fetches every German catalog once (a chunk only German users download). */
const loadGerman = () =>
  (germanLoaded ??= Promise.all(Object.values(GERMAN).map((load) => load())).then((catalogs) => {
    for (const de of catalogs) {
      Object.keys(de).forEach((k) => germanKeys.add(k));
      i18n.load('de', de);
    }
  }));

/** Switches the language, once its texts are there: await it before rendering. */
export const loadLanguage = async (l: UiLanguage): Promise<void> => {
  if (l === 'DE') await loadGerman();
  setLanguage(l);
};

/** Switches at once; German texts not loaded yet (loadLanguage) show in English until they are. */
export const setLanguage = (l: UiLanguage) => {
  language = l;
  if (l === 'DE') void loadGerman();
  i18n.activate(LINGUI_LOCALE[l]);
};
export const getLanguage = (): UiLanguage => language;
/** BCP 47 tag of the current language, for Intl APIs (country names, dates, numbers). */
export const locale = (): string => LINGUI_LOCALE[language];

/** The text of `key` in the current language; `values` fill its {placeholders} (ICU MessageFormat). */
export const t = (key: string, values?: Record<string, unknown>): string =>
  key in english ? i18n._(key, values) : key;
