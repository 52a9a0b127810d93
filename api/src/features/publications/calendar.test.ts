import { dueDays, madridClock } from './calendar';

// Wednesday 13 May 2026; Madrid is UTC+2 in May.
const at = (iso: string) => new Date(iso);

describe('madridClock', () => {
  it('gives the Madrid day and minute, across midnight UTC', () => {
    expect(madridClock(at('2026-05-12T22:30:00Z'))).toEqual({ day: '2026-05-13', minute: 30 });
    expect(madridClock(at('2026-01-15T06:45:00Z'))).toEqual({
      day: '2026-01-15',
      minute: 7 * 60 + 45,
    });
  });
});

describe('dueDays', () => {
  it('looks back a week of publication days: BOE Monday to Saturday, DOGA Monday to Friday', () => {
    const evening = at('2026-05-13T18:00:00Z');
    expect(dueDays('boe', evening, new Set())).toEqual([
      '2026-05-07',
      '2026-05-08',
      '2026-05-09',
      '2026-05-11',
      '2026-05-12',
      '2026-05-13',
    ]);
    expect(dueDays('doga', evening, new Set())).toEqual([
      '2026-05-07',
      '2026-05-08',
      '2026-05-11',
      '2026-05-12',
      '2026-05-13',
    ]);
  });

  it('waits for the usual publication time before looking for today', () => {
    const early = at('2026-05-13T05:00:00Z'); // 07:00 in Madrid
    expect(dueDays('boe', early, new Set()).at(-1)).toBe('2026-05-12');
    const after = at('2026-05-13T05:31:00Z'); // 07:31
    expect(dueDays('boe', after, new Set()).at(-1)).toBe('2026-05-13');
    expect(dueDays('doga', after, new Set()).at(-1)).toBe('2026-05-12');
  });

  it('skips the days already settled', () => {
    const settled = new Set(['2026-05-07', '2026-05-08', '2026-05-09', '2026-05-11', '2026-05-12']);
    expect(dueDays('boe', at('2026-05-13T18:00:00Z'), settled)).toEqual(['2026-05-13']);
  });

  it('finds nothing on a Sunday once the week is settled', () => {
    const sunday = at('2026-05-17T10:00:00Z');
    const settled = new Set([
      '2026-05-11',
      '2026-05-12',
      '2026-05-13',
      '2026-05-14',
      '2026-05-15',
      '2026-05-16',
    ]);
    expect(dueDays('boe', sunday, settled)).toEqual([]);
  });
});
