import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { iconSetJson, shownIconNames } from './blueprint-icons.vite-plugin';

const sources = (files: Record<string, string>) => {
  const root = mkdtempSync(join(tmpdir(), 'cairn-icons-'));
  mkdirSync(join(root, 'src'));
  for (const [name, code] of Object.entries(files)) writeFileSync(join(root, 'src', name), code);
  return join(root, 'src');
};

describe('the icon names a production build keeps', () => {
  it("keeps the app's icons and Blueprint's own, and no other", () => {
    const names = shownIconNames(
      sources({ 'a.tsx': `<Button icon="tick" /> {{ icon: 'camera' }}` }),
    );
    expect(names).toEqual(expect.arrayContaining(['tick', 'camera', 'caret-down', 'square']));
    expect(names).not.toContain('heat-grid');
  });

  it('refuses an icon name put together at run time, which the set would miss', () => {
    const dir = sources({ 'b.tsx': '<Icon icon={`caret-${direction}`} />' });
    expect(() => shownIconNames(dir)).toThrow(/builds an icon name at run time/);
  });

  it('serves the icons of a size as one set holding exactly the names asked, each with its paths', () => {
    const set = JSON.parse(iconSetJson('16', ['tick', 'camera'])) as Record<string, string[]>;
    expect(Object.keys(set)).toEqual(['tick', 'camera']);
    expect(set.tick[0]).toMatch(/^M/);
    expect(JSON.parse(iconSetJson('20', ['tick'])).tick).not.toEqual(set.tick);
  });
});
