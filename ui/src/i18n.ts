import { MESSAGES_EN } from '@cairn/contracts';

/**
 * One translation table; keys are the spec's (contracts' MESSAGES_EN) plus the UI's own
 * messages (toasts, empty states). DE falls back to EN where missing, EN falls back to the key.
 */
const UI_EN: Record<string, string> = {
  hubCreated: 'The hub has been created.',
  hubUpdated: 'The hub has been updated.',
  hubPaused: 'The hub has been paused and its users suspended.',
  hubReactivated: 'The hub and its users have been reactivated.',
  hubArchived: 'The hub has been archived.',
  hubActivated: 'The hub is active and its users may sign in.',
  hubMarkedLost: 'The hub has been marked as lost and its users signed out.',
  hubMarkedChurned: 'The hub has been marked as churned and its users signed out.',
  materialPriceSet: 'The price has been set.',
  noHubsMatching: 'There are currently no hubs matching this name.',
  otpSent: 'A code has been sent to your phone.',
  userSuspendedMessage: 'The user has been suspended.',
  userUpdatedMessage: 'The user has been updated.',
};

const DE: Partial<Record<string, string>> = {
  validationRequired: 'ist erforderlich',
  validationExceedsMaxLength: 'überschreitet die maximale Länge',
  validationInvalid: 'ist ungültig',
  validationPhoneNumberPattern: 'muss mit + und der Landesvorwahl beginnen',
  validationPhoneNumberMinLength: 'muss mindestens 6 Zeichen lang sein',
  validationNotInFuture: 'darf nicht in der Zukunft liegen',
  genericErrorMessage: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
  notFoundMessage: 'Die gesuchte Seite existiert nicht.',
  signInError: 'Ungültiger Benutzername oder Passwort.',
  oidcSignInFailed:
    'Die Anmeldung über Ihre Organisation wurde nicht abgeschlossen. Bitte versuchen Sie es erneut.',
  oidcUnknownUser:
    'Ihre Organisation hat Sie bestätigt, aber kein Cairn-Konto hat diese E-Mail-Adresse. Bitten Sie einen Administrator, Sie hinzuzufügen.',
  oidcRoleNotGranted:
    'Ihre Organisation gewährt Ihnen die Rolle Ihres Cairn-Kontos nicht. Bitten Sie Ihren Administrator um Zugang.',
  apiErrorUnauthorized: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  hubCreated: 'Der Hub wurde angelegt.',
  hubUpdated: 'Der Hub wurde aktualisiert.',
  hubPaused: 'Der Hub wurde pausiert und seine Benutzer gesperrt.',
  hubReactivated: 'Der Hub und seine Benutzer wurden reaktiviert.',
  hubArchived: 'Der Hub wurde archiviert.',
  hubActivated: 'Der Hub ist aktiv und seine Benutzer können sich anmelden.',
  hubMarkedLost: 'Der Hub wurde als verloren markiert und seine Benutzer abgemeldet.',
  hubMarkedChurned: 'Der Hub wurde als abgewandert markiert und seine Benutzer abgemeldet.',
  materialPriceSet: 'Der Preis wurde gesetzt.',
  noHubsMatching: 'Es gibt derzeit keine Hubs mit diesem Namen.',
};

const EN: Record<string, string> = { ...MESSAGES_EN, ...UI_EN };

export type UiLanguage = 'EN' | 'DE';
let language: UiLanguage = 'EN';
export const setLanguage = (l: UiLanguage) => {
  language = l;
};
export const getLanguage = (): UiLanguage => language;
/** BCP 47 tag of the current language, for Intl APIs (country names, dates). */
export const locale = (): string => language.toLowerCase();
export const t = (key: string): string =>
  (language === 'DE' ? DE[key] : undefined) ?? EN[key] ?? key;
