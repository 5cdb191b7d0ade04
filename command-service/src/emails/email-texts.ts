import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Language } from '@cairn/contracts';
import en from './emails.en.json';
import de from './emails.de.json';

export type EmailTextKey = keyof typeof en;

// One Lingui instance per language, as the UI's (docs/decisions.md, German); the server compiles
// the ICU messages when it first uses them. German has every key of English (email-texts.unit.spec.ts).
const i18n = setupI18n({
  locale: 'en',
  messages: { en, de: de satisfies Record<EmailTextKey, string> },
});
i18n.setMessagesCompiler(compileMessage);
const LOCALE: Record<Language, string> = { EN: 'en', DE: 'de' };

/** A date-time as the recipient reads it: their language's conventions, in UTC (the server's clock). */
const dateTime = (language: Language, iso: string) =>
  `${new Intl.DateTimeFormat(LOCALE[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso))} UTC`;

/** A day (YYYY-MM-DD) as the recipient reads it. */
const day = (language: Language, isoDay: string) =>
  new Intl.DateTimeFormat(LOCALE[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );

/** The text of an email in its recipient's language (`values` fill the {placeholders}). */
export const emailText = (
  language: Language | null | undefined,
  key: EmailTextKey,
  values: Record<string, string> = {},
): string => {
  i18n.activate(LOCALE[language ?? 'EN']);
  return i18n._(key, values);
};

export const emailFormat = { dateTime, day };
