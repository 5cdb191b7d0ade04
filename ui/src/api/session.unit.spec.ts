import type { CurrentUser, SecurityRole } from '@cairn/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeOf, STORAGE } from './session';

const user = (securityRole: string) => ({ uuid: 'u-1', securityRole }) as unknown as CurrentUser;

beforeEach(() => {
  const kept = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => kept.get(k) ?? null,
    setItem: (k: string, v: string) => {
      kept.set(k, v);
    },
    removeItem: (k: string) => {
      kept.delete(k);
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('home screen by role (Document 2 §2)', () => {
  it.each([
    ['ROLE_CAIRN_ADMIN', '/admin/hubs'],
    ['ROLE_HUB_OWNER', '/hub-portal/dashboard'],
    ['ROLE_HUB_MANAGER', '/hub-overview'],
    ['ROLE_SYSTEM_USER', '/admin/hubs'],
  ] as const)('%s goes to %s', (role: SecurityRole, home) => {
    expect(homeOf(user(role))).toBe(home);
  });

  it.each([
    ['ROLE_HUB_MANAGER', '/hub-overview'],
    ['ROLE_HUB_OWNER', '/hub-portal/dashboard'],
  ] as const)(
    'a system user with the impersonation role %s stored is treated as having only that role',
    (role, home) => {
      localStorage.setItem(STORAGE.impersonationRole, role);
      expect(homeOf(user('ROLE_SYSTEM_USER'))).toBe(home);
    },
  );

  it('the stored impersonation role counts for a system user only', () => {
    localStorage.setItem(STORAGE.impersonationRole, 'ROLE_HUB_OWNER');
    expect(homeOf(user('ROLE_CAIRN_ADMIN'))).toBe('/admin/hubs');
  });

  it('any other role has no home screen: an error', () => {
    expect(() => homeOf(user('ROLE_SUPPLIER'))).toThrow(/No home screen/);
    localStorage.setItem(STORAGE.impersonationRole, 'ROLE_AUDITOR');
    expect(() => homeOf(user('ROLE_SYSTEM_USER'))).toThrow(/No home screen/);
  });
});
