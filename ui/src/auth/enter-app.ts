import { type CurrentUser, regionRedirectTarget } from '@cairn/contracts';
import { clearSession, homeOf, storeUser } from '../api/session';
import { loadLanguage } from '../i18n';
import { startFirstRequests } from '../shell/first-requests.map';
import { returnPathOf } from './return-path';

/**
 * Opens the app for a user whose identity has just been loaded (the sign-in's answer, or
 * /auth/callback's request): keeps it, and goes to the page they asked for or their role's home,
 * whose first requests start at once (issue 18: no round trip waits for the page's scripts).
 * `go` replaces the current entry of the history: the router's navigate, or on the light sign-in
 * page (sign-in.html) the start of the app at that path. Resolves once the home's first requests
 * have answered (at once when there are none).
 */
export const enterApp = async (
  user: CurrentUser,
  go: (to: string) => void,
  state: unknown,
): Promise<void> => {
  const otherRegion = regionRedirectTarget(user.regionOrigin, window.location.origin);
  if (otherRegion) {
    // The account lives on its region's origin: sign in there (this origin's session ends).
    clearSession(false);
    window.location.assign(otherRegion);
    return;
  }
  storeUser(user);
  // The next screen renders in the user's language: a German user's texts load first.
  const open = (to: string) => {
    if (user.language === 'DE')
      void loadLanguage('DE').then(
        () => go(to),
        () => go(to),
      );
    else {
      void loadLanguage('EN');
      go(to);
    }
  };
  // An emailed first password: nothing else is open until the user has chosen their own.
  if (user.passwordChangeRequired) {
    open('/change-password');
    return;
  }
  const to = returnPathOf(state) ?? homeOf(user);
  const first = startFirstRequests(to);
  open(to);
  await first;
};
