import type { NotificationActivity } from '@vigia/shared/contracts';

/** The seven bulletin days of the tests' week, Monday 16 to Sunday 22 November 2026. */
export const FIXTURE_DAYS = [
  '2026-11-16',
  '2026-11-17',
  '2026-11-18',
  '2026-11-19',
  '2026-11-20',
  '2026-11-21',
  '2026-11-22',
];

/** For tests: the api's activity answer for these counts per day and source (BOE in maroon). */
export function activityOf(perDay: Record<string, number>[]): NotificationActivity {
  const totals = new Map<string, number>();
  for (const counts of perDay) {
    for (const [name, count] of Object.entries(counts))
      totals.set(name, (totals.get(name) ?? 0) + count);
  }
  return {
    activityByDay: FIXTURE_DAYS.map((day, index) => {
      const bySource = perDay[index] ?? {};
      return { day, bySource, count: Object.values(bySource).reduce((a, b) => a + b, 0) };
    }),
    sources: [...totals].map(([name, count]) => ({
      name,
      count,
      color: name === 'BOE' ? '#7a1f2b' : '#0a6ab3',
    })),
  };
}
