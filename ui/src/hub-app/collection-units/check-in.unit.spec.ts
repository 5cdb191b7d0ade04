import { describe, expect, it } from 'vitest';
import { notAPickupPointCode, qrHint } from './check-in.page';

describe('the check-in scanner says what it read (issue 18)', () => {
  it("a code that is not a pick-up point's is said so; a hub code is not", () => {
    expect(qrHint('https://example.org/some/product/4006381333931')).toBe(notAPickupPointCode());
    expect(qrHint('WIFI:S:Depot;T:WPA;P:secret;;')).toBe(notAPickupPointCode());
    expect(
      qrHint('https://cairn.example/identity/hub/3f2b8c1e-9d4a-4e6b-8a7c-1b2c3d4e5f60'),
    ).toBeNull();
  });
});
