import {
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatTime,
  userLocale,
} from './format-dates';

const instant = '2026-11-25T19:30:45Z';
const madrid = { locale: 'es-ES', timeZone: 'Europe/Madrid' };

function withLanguages(languages: string[], language: string, run: () => void) {
  const nav = window.navigator;
  const before = { languages: nav.languages, language: nav.language };
  const set = (values: { languages: readonly string[]; language: string }) => {
    Object.defineProperty(nav, 'languages', { value: values.languages, configurable: true });
    Object.defineProperty(nav, 'language', { value: values.language, configurable: true });
  };
  set({ languages, language });
  try {
    run();
  } finally {
    set(before);
  }
}

describe('one date-format family', () => {
  it('writes a date and time without seconds, in the given locale and zone', () => {
    expect(formatDateTime(instant, madrid)).toBe('25 nov 2026, 20:30');
    expect(formatDate(instant, madrid)).toBe('25 nov 2026');
    expect(formatLongDate(instant, madrid)).toBe('25 de noviembre de 2026');
    expect(formatTime(instant, madrid)).toBe('20:30');
  });

  it('answers null for a missing or invalid date', () => {
    for (const value of [null, undefined, '', 'not a date']) {
      expect(formatDateTime(value)).toBeNull();
      expect(formatTime(value)).toBeNull();
    }
  });

  it("writes a calendar day as it is, whatever the browser's zone", () => {
    expect(formatCalendarDay('2026-05-12', { locale: 'es-ES' })).toBe('12 may 2026');
  });

  it("follows the browser's locale, es-ES when it gives none", () => {
    withLanguages(['en-GB'], 'en-GB', () => {
      expect(userLocale()).toBe('en-GB');
      expect(formatDate(instant, { timeZone: 'UTC' })).toBe('25 Nov 2026');
    });
    withLanguages([], '', () => {
      expect(userLocale()).toBe('es-ES');
      expect(formatDate(instant, { timeZone: 'UTC' })).toBe('25 nov 2026');
    });
  });
});
