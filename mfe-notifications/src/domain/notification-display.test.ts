import '@vigia/shared/testing/mock-auth';
import { dayLabel, groupByDay, matchExplanation, notificationTitle } from './notification-display';

describe('notificationTitle: the fallback order of spec §5', () => {
  const long = 'x'.repeat(51);

  it('uses its own title', () => {
    expect(notificationTitle({ title: '  Convocatoria  ', subscriptionName: 'Becas' })).toBe(
      'Convocatoria',
    );
  });

  it("uses metadata.original_title for a title cut with '...'", () => {
    expect(
      notificationTitle({
        title: 'Resolución de...',
        metadata: { original_title: 'Resolución de 3 de mayo' },
      }),
    ).toBe('Resolución de 3 de mayo');
    expect(notificationTitle({ title: 'Resolución de...' })).toBe('Resolución de...');
  });

  it("treats 'Untitled Notification', blank and missing titles alike", () => {
    for (const title of ['Untitled Notification', '   ', null, undefined]) {
      expect(notificationTitle({ title, subscriptionName: 'Becas' })).toBe(
        'Notification from Becas',
      );
    }
  });

  it("uses the content next, cut to 47 characters and '...' when over 50", () => {
    expect(notificationTitle({ content: 'x'.repeat(50) })).toBe('x'.repeat(50));
    expect(notificationTitle({ content: long })).toBe(`${'x'.repeat(47)}...`);
  });

  it('then metadata title, subject, heading or name, in that order', () => {
    expect(notificationTitle({ metadata: { name: 'N', heading: 'H', subject: 'S' } })).toBe('S');
    expect(notificationTitle({ metadata: { name: 'N', heading: 'H' } })).toBe('H');
    expect(notificationTitle({ metadata: { name: 'N', title: 'T' } })).toBe('T');
    expect(notificationTitle({ metadata: { name: 'N' } })).toBe('N');
  });

  it('then a BOE document title', () => {
    expect(notificationTitle({ metadata: { document_type: 'boe_document' } })).toBe('BOE Document');
  });

  it('then the last part of the entity type, then Notification', () => {
    expect(notificationTitle({ entityType: 'notification:generic' })).toBe(
      'New generic notification',
    );
    expect(notificationTitle({ entityType: 'boe' })).toBe('New boe notification');
    expect(notificationTitle({ entityType: '' })).toBe('Notification');
    expect(notificationTitle({})).toBe('Notification');
  });
});

describe('dayLabel', () => {
  // Thursday 19 November 2026, 00:30 in Madrid (23:30 UTC the day before).
  const now = new Date('2026-11-18T23:30:00Z');
  const options = { now, locale: 'es-ES', timeZone: 'Europe/Madrid' };

  it("says 'Hoy' and 'Ayer' by the local calendar, around midnight", () => {
    expect(dayLabel('2026-11-18T23:05:00Z', options)).toBe('Hoy');
    expect(dayLabel('2026-11-18T22:59:00Z', options)).toBe('Ayer');
    expect(dayLabel('2026-11-17T23:00:00Z', options)).toBe('Ayer');
  });

  it('names the weekday within the current Monday-started week', () => {
    expect(dayLabel('2026-11-16T10:00:00Z', options)).toBe('Lunes');
  });

  it('gives the long date before this week', () => {
    expect(dayLabel('2026-11-15T10:00:00Z', options)).toBe('15 de noviembre de 2026');
  });

  it('on a Monday, two days ago is already last week', () => {
    const monday = { ...options, now: new Date('2026-11-23T09:00:00Z') };
    expect(dayLabel('2026-11-22T09:00:00Z', monday)).toBe('Ayer');
    expect(dayLabel('2026-11-21T09:00:00Z', monday)).toBe('21 de noviembre de 2026');
  });

  it("says 'Unknown date' when the date is missing or invalid", () => {
    expect(dayLabel(null, options)).toBe('Unknown date');
    expect(dayLabel('not a date', options)).toBe('Unknown date');
  });
});

describe('groupByDay', () => {
  it('keeps the order and puts each run of one day under its heading', () => {
    const now = new Date('2026-11-19T12:00:00Z');
    const items = [
      { id: 1, createdAt: '2026-11-19T10:00:00Z' },
      { id: 2, createdAt: '2026-11-19T08:00:00Z' },
      { id: 3, createdAt: '2026-11-18T08:00:00Z' },
      { id: 4, createdAt: null },
    ];
    expect(
      groupByDay(items, { now, timeZone: 'Europe/Madrid' }).map(({ label, items: day }) => [
        label,
        day.map((item) => item.id),
      ]),
    ).toEqual([
      ['Hoy', [1, 2]],
      ['Ayer', [3]],
      ['Unknown date', [4]],
    ]);
  });
});

describe('matchExplanation', () => {
  it('names the matched concepts, else the matched prompt, with the marked snippet', () => {
    expect(
      matchExplanation({
        matched_prompt: 'impuestos vigo',
        matched_concepts: ['impuestos (tributos)', ' Vigo ', 3],
        snippet: 'Ordenanza de «tributos» de «Vigo»',
      }),
    ).toEqual({
      terms: ['impuestos (tributos)', 'Vigo'],
      snippet: 'Ordenanza de «tributos» de «Vigo»',
    });
    expect(matchExplanation({ matched_prompt: 'faro', snippet: 'Sin marcas' })).toEqual({
      terms: ['faro'],
      snippet: null,
    });
  });

  it('is null for a notification that does not say why', () => {
    expect(matchExplanation({})).toBeNull();
    expect(matchExplanation({ matched_concepts: [], matched_prompt: '  ' })).toBeNull();
  });
});
