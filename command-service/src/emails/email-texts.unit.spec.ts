import { describe, expect, it } from 'vitest';
import en from './emails.en.json';
import de from './emails.de.json';
import { emailFormat, emailText } from './email-texts';

import { compileMessage } from '@lingui/message-utils/compileMessage';

/** The names a message fills in, as Lingui's compiler reads them (not the words of a select's branches). */
const placeholders = (text: string): string[] => {
  const names = (tokens: unknown): string[] =>
    Array.isArray(tokens)
      ? tokens.flatMap((token) =>
          Array.isArray(token)
            ? [String(token[0]), ...Object.values(token[2] ?? {}).flatMap(names)]
            : [],
        )
      : [];
  return [...new Set(names(compileMessage(text)))].sort();
};

describe('email texts', () => {
  it('has a German text, with the same placeholders, for every English one', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(de[key].trim(), key).not.toBe('');
      expect(placeholders(de[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('writes notifications for their reader: German words, numbers and dates, the optional parts left out', () => {
    const values = { type: 'REGISTRATION', what: '12,5 kg PET klar', day: '5. März 2026' };
    expect(emailText('DE', 'notificationFlagged', { ...values, tags: 'Doppeltes Foto' })).toBe(
      'Die Erfassung von 12,5 kg PET klar am 5. März 2026 wurde markiert: Doppeltes Foto.',
    );
    expect(
      emailText('EN', 'notificationFlagged', {
        ...values,
        what: '12.5 kg PET clear',
        day: 'Mar 5',
        tags: 'none',
      }),
    ).toBe('The registration of 12.5 kg PET clear on Mar 5 was flagged.');
    expect(
      emailText('DE', 'notificationCertified', { by: 'R', what: 'Material', plate: 'none' }),
    ).toBe('R hat Material zertifiziert.');
  });

  it("is written in the recipient's language, English when it is not known", () => {
    const values = { role: 'owner', hub: 'Nordhafen', email: 'a@b.example', password: 'x1' };
    expect(emailText('DE', 'welcomeAddedUser', values)).toBe(
      'Sie sind jetzt Eigentümer von Nordhafen. Melden Sie sich mit a@b.example und dem Passwort x1 an; danach wählen Sie Ihr eigenes Passwort.',
    );
    expect(emailText('EN', 'welcomeAddedUser', values)).toMatch(
      /^You are now an owner of Nordhafen\./,
    );
    expect(emailText(null, 'welcomeSubject')).toBe('Welcome to Cairn');
    expect(emailText('DE', 'welcomeSubject')).toBe('Willkommen bei Cairn');
  });

  it('writes dates as the recipient reads them', () => {
    expect(emailFormat.day('DE', '2026-03-05')).toBe('5. März 2026');
    expect(emailFormat.day('EN', '2026-03-05')).toBe('March 5, 2026');
    expect(emailFormat.dateTime('DE', '2026-03-05T14:07:00Z')).toBe('05.03.2026, 14:07 UTC');
  });
});
