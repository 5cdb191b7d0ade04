import type { OidcSettings } from '@cairn/infra';
import * as cookie from 'cookie';
import { inspect } from 'node:util';
import express, { type CookieOptions, type Request, type Router } from 'express';
import type { AppContext } from '../../app-context';
import { DomainError } from '../../command-handling/domain-error';
import { type OidcChecks, OidcClient } from './oidc.client';
import { signInWithOidc } from './oidc.handlers';

const PATH = '/api/auth/oidc';
/** The login's checks, kept by the browser between the login and the callback. */
const CHECKS_COOKIE = 'cairn_oidc';
/** The new session, handed to the UI once (never in a URL, so never in history or logs). */
const SESSION_COOKIE = 'cairn_oidc_session';
const LOGIN_TTL_MS = 10 * 60_000;
const HANDOFF_TTL_MS = 60_000;

interface LoginState extends OidcChecks {
  from: string | null;
}
interface Handoff {
  token: string;
  expiresAt: string;
}

/** The origin the browser used (behind TRUST_PROXY, the proxy's): the redirect URI the provider must know. */
const originOf = (req: Request) => `${req.protocol}://${req.get('host')}`;
/** A page of this app to come back to; anything else is dropped. */
const returnPath = (value: unknown): string | null =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : null;

/**
 * The three OpenID Connect endpoints (mounted only when OIDC_ISSUER and OIDC_CLIENT_ID are set).
 * They redirect and keep cookies, which the JSON routes of the route registry do not do.
 * login → the provider (state, nonce, PKCE sealed in a cookie) → callback (checked by
 * openid-client, the account mapped, a normal Cairn session issued) → /auth/callback?oidc=1, whose
 * page takes the session with POST /api/auth/oidc/session.
 */
export const oidcRouter = (app: AppContext, settings: OidcSettings): Router => {
  const oidc = new OidcClient(settings);
  const router = express.Router();
  const now = () => app.now().getTime();
  const options = (req: Request, maxAge: number): CookieOptions => ({
    httpOnly: true,
    sameSite: 'lax', // sent on the provider's top-level redirect back to us, not on cross-site POSTs
    secure: req.secure,
    path: PATH,
    maxAge,
  });
  const take = <T>(req: Request, name: string): T | null => {
    const value = cookie.parse(req.header('cookie') ?? '')[name];
    return value ? app.tokens.unseal<T>(value, now()) : null;
  };

  router.get(`${PATH}/login`, async (req, res) => {
    const { url, checks } = await oidc.authorizationUrl(`${originOf(req)}${PATH}/callback`);
    const state: LoginState = { ...checks, from: returnPath(req.query.from) };
    res.cookie(
      CHECKS_COOKIE,
      app.tokens.seal(state, now() + LOGIN_TTL_MS),
      options(req, LOGIN_TTL_MS),
    );
    res.redirect(302, url);
  });

  router.get(`${PATH}/callback`, async (req, res) => {
    const state = take<LoginState>(req, CHECKS_COOKIE);
    res.clearCookie(CHECKS_COOKIE, { path: PATH });
    try {
      if (!state) throw new DomainError('unauthenticated', 'oidcSignInFailed');
      const identity = await oidc.complete(new URL(req.originalUrl, originOf(req)), state);
      const { token, expiresAt } = await signInWithOidc(app, identity);
      const handoff: Handoff = { token, expiresAt };
      res.cookie(
        SESSION_COOKIE,
        app.tokens.seal(handoff, now() + HANDOFF_TTL_MS),
        options(req, HANDOFF_TTL_MS),
      );
      const from = state.from ? `&from=${encodeURIComponent(state.from)}` : '';
      res.redirect(302, `/auth/callback?oidc=1${from}`);
    } catch (error) {
      // A wrong state or nonce, a refused code, a bad token: openid-client's errors name the check.
      if (!(error instanceof DomainError))
        app.logger.warn('OpenID Connect callback refused', {
          error: String(error),
          // oauth4webapi's cause names the check (the claim, the parameter, what was expected).
          cause: inspect((error as { cause?: unknown }).cause, { depth: 2, breakLength: Infinity }),
        });
      const key = error instanceof DomainError ? error.key : 'oidcSignInFailed';
      res.redirect(302, `/sign-in?error=${key}`);
    }
  });

  router.post(`${PATH}/session`, (req, res) => {
    const handoff = take<Handoff>(req, SESSION_COOKIE);
    res.clearCookie(SESSION_COOKIE, { path: PATH });
    if (!handoff) throw new DomainError('unauthenticated', 'oidcSignInFailed');
    res.json(handoff);
  });
  return router;
};
