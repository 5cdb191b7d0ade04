import { describe, expect, it } from 'vitest';
import { regionRedirectTarget } from './regions';

describe('region redirect', () => {
  it("sends a user on another region's origin to the sign-in of their own", () => {
    expect(regionRedirectTarget('https://br.cairn.example/', 'https://eu.cairn.example')).toBe(
      'https://br.cairn.example/sign-in',
    );
  });
  it("stays when the origin is the user's own, or none is configured", () => {
    expect(
      regionRedirectTarget('https://br.cairn.example', 'https://br.cairn.example/'),
    ).toBeNull();
    expect(regionRedirectTarget(null, 'https://eu.cairn.example')).toBeNull();
  });
});
