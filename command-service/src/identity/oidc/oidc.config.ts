/** The external identity provider, on when OIDC_ISSUER and OIDC_CLIENT_ID are set. */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  /** Dotted path of the claim holding the roles, e.g. `cairn_roles` or `realm_access.roles`. */
  rolesClaim: string;
}

export const oidcConfigFrom = (env: NodeJS.ProcessEnv = process.env): OidcConfig | null => {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID) return null;
  return {
    issuer: env.OIDC_ISSUER.replace(/\/$/, ''),
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET || undefined,
    rolesClaim: env.OIDC_ROLES_CLAIM || 'roles',
  };
};
