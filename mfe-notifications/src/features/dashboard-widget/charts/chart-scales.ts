/** Decisions 15: bars on a fixed 0–20 scale. */
export const BAR_SCALE_MAX = 20;
/** Decisions 15: a bubble's diameter is count/40 × 60 px, never smaller than this. */
export const BUBBLE_MIN_DIAMETER_PX = 12;

export function bubbleDiameter(count: number): number {
  return Math.max(BUBBLE_MIN_DIAMETER_PX, (count / 40) * 60);
}

/** 'lun 16' for '2026-11-16', in the browser's locale. */
export function dayTick(day: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}
