import { MATERIAL_TYPE_LABELS, MESSAGES_EN } from '@cairn/contracts';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

type Catalog = Record<string, string>;
// Every catalog and source file of the UI, as the bundler sees them.
const EN = import.meta.glob<Catalog>(['./**/*.en.json', '../../contracts/src/*.en.json'], {
  eager: true,
  import: 'default',
});
const DE = import.meta.glob<Catalog>(['./**/*.de.json', '../../contracts/src/*.de.json'], {
  eager: true,
  import: 'default',
});
const SOURCES = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.spec.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const relative = (path: string) => path.replace(/^\.\//, '').replace(/^\.\.\/\.\.\//, '');
// The material names' English is contracts' list (common/material-label.ts), their German
// contracts' catalog beside it (the server names materials too).
EN['../../contracts/src/material-type-labels.en.json'] = Object.fromEntries(
  Object.entries(MATERIAL_TYPE_LABELS).map(([type, label]) => [`material.${type}`, label]),
);
const catalogs = Object.entries(EN).map(([path, en]) => ({
  name: relative(path),
  en,
  de: DE[path.replace(/\.en\.json$/, '.de.json')] ?? {},
}));
// The server's message keys (contracts) have their German text in the common catalog.
const common = catalogs.find((c) => c.name === 'locales/common.en.json')!;
common.en = { ...MESSAGES_EN, ...common.en };
/** The names a message fills in, as Lingui's compiler reads them (not the words of a plural's branches). */
const placeholders = (text: string): string[] => {
  const names = (tokens: unknown): string[] =>
    Array.isArray(tokens)
      ? tokens.flatMap((token) =>
          Array.isArray(token)
            ? [String(token[0]), ...Object.values(token[2] ?? {}).flatMap(names)]
            : [],
        )
      : [];
  return [...new Set(names(compileMessage(text)))].sort();
};

describe('translation catalogs', () => {
  it('has a German catalog for every English one and no German one alone', () => {
    const de = Object.keys(DE).map(relative);
    expect(de.sort()).toEqual(catalogs.map((c) => c.name.replace('.en.', '.de.')).sort());
    expect(catalogs.length).toBeGreaterThan(1);
  });

  it.each(catalogs.map((c) => [c.name, c] as const))(
    '%s: every key has its German text, and German has no key English lacks',
    (_, { en, de }) => {
      const missing = Object.keys(en).filter((k) => !de[k]?.trim());
      const extra = Object.keys(de).filter((k) => !(k in en));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      for (const key of Object.keys(en))
        expect(placeholders(de[key]), key).toEqual(placeholders(en[key]));
    },
  );

  it('knows every key the code asks for', () => {
    const keys = new Set(catalogs.flatMap((c) => Object.keys(c.en)));
    const unknown = Object.entries(SOURCES).flatMap(([path, source]) =>
      [...source.matchAll(/\bt\(\s*'([^']+)'/g)]
        .map((m) => m[1])
        .filter((k) => !keys.has(k))
        .map((k) => `${relative(path)}: ${k}`),
    );
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    expect(unknown).toEqual([]);
  });

  it('has no key in two catalogs', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const c of catalogs)
      for (const k of Object.keys(c.en)) {
        if (seen.has(k) && !(c === common && k in MESSAGES_EN))
          twice.push(`${k}: ${seen.get(k)}, ${c.name}`);
        seen.set(k, c.name);
      }
    expect(twice).toEqual([]);
  });
});

describe('t', () => {
  it('answers in German once a German user is in, with English where no area is loaded', async () => {
    const { loadLanguage, t, locale } = await import('./i18n');
    expect(t('signInError')).toBe('Invalid username or password.');
    await loadLanguage('DE');
    expect(t('signInError')).toBe('Benutzername oder Passwort ist ungültig.');
    expect(locale()).toBe('de');
    expect(t('noSuchKey')).toBe('noSuchKey');
    await loadLanguage('EN');
    expect(t('signInError')).toBe('Invalid username or password.');
  });
});
