import { describe, expect, it } from 'vitest';
import { rolesOf } from './oidc.client';

describe('the Cairn roles of a provider’s claims', () => {
  it('reads a list at the configured claim, keeping only Cairn’s roles', () => {
    expect(rolesOf({ roles: ['ROLE_HUB_MANAGER', 'offline_access', 42] }, 'roles')).toEqual([
      'ROLE_HUB_MANAGER',
    ]);
  });

  it('follows a dotted path (Keycloak’s realm_access.roles)', () => {
    expect(
      rolesOf(
        { realm_access: { roles: ['ROLE_CAIRN_ADMIN', 'uma_authorization'] } },
        'realm_access.roles',
      ),
    ).toEqual(['ROLE_CAIRN_ADMIN']);
  });

  it('reads space-separated text', () => {
    expect(rolesOf({ cairn: 'ROLE_HUB_OWNER  ROLE_SYSTEM_USER' }, 'cairn')).toEqual([
      'ROLE_HUB_OWNER',
      'ROLE_SYSTEM_USER',
    ]);
  });

  it('grants nothing when the claim is missing or of another shape', () => {
    expect(rolesOf({}, 'roles')).toEqual([]);
    expect(rolesOf({ roles: { admin: true } }, 'roles')).toEqual([]);
    expect(rolesOf({ realm_access: 'ROLE_CAIRN_ADMIN' }, 'realm_access.roles')).toEqual([]);
  });
});
