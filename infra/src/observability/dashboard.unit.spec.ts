import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { registry } from './metrics';

const FILES = ['grafana-dashboard.json', 'alert-rules.yml'];
const known = async () => {
  const names = new Set<string>();
  for (const m of await registry.getMetricsAsJSON())
    for (const suffix of ['', '_bucket', '_count', '_sum']) names.add(m.name + suffix);
  return names;
};

describe('dashboard and alert rules', () => {
  it.each(FILES)('%s names only metrics this code exports', async (file) => {
    const text = await readFile(new URL(`../../observability/${file}`, import.meta.url), 'utf8');
    const used = new Set(text.match(/\bcairn_[a-z_0-9]+/g));
    expect(used.size).toBeGreaterThan(3);
    const names = await known();
    expect([...used].filter((n) => !names.has(n) && n !== 'cairn_overview')).toEqual([]);
  });
});
