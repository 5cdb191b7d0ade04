import { EVIDENCE_MAX_BYTES } from '@cairn/contracts';
import { describe, expect, it } from 'vitest';
import { checkFiles } from '../common/file-picker';
import { EVIDENCE_RULES } from './compliance-labels';

const file = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size)], name, { type });

describe('the evidence and review document rule (Document 1 §5)', () => {
  it('takes images, PDF, mp4 and QuickTime up to 30,000,000 bytes, the limit the server applies', () => {
    expect(EVIDENCE_RULES.maxBytes).toBe(EVIDENCE_MAX_BYTES);
    const picked = [file('visit.mp4', 'video/mp4', 12_000_000)];
    expect(checkFiles(picked, EVIDENCE_RULES).ok).toEqual(picked);
    for (const f of [
      file('walk.mov', 'video/quicktime', 1000),
      file('scan.pdf', 'application/pdf', 30_000_000),
      file('p.jpg', 'image/jpeg', 10),
    ]) {
      expect(checkFiles([f], EVIDENCE_RULES).rejected).toEqual([]);
    }
  });
  it('refuses other kinds and anything larger', () => {
    expect(
      checkFiles([file('scan.pdf', 'application/pdf', 30_000_001)], EVIDENCE_RULES).rejected,
    ).toHaveLength(1);
    expect(checkFiles([file('notes.txt', 'text/plain', 10)], EVIDENCE_RULES).rejected).toHaveLength(
      1,
    );
    expect(checkFiles([file('clip.webm', 'video/webm', 10)], EVIDENCE_RULES).rejected).toHaveLength(
      1,
    );
  });
});
