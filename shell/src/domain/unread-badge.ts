/** The unread badge shows counts up to this number; above it, '99+' (spec §2, §9). */
export const UNREAD_BADGE_CAP = 99;

/** Text of the unread badge: '' (badge hidden) when there is nothing unread. */
export function formatUnreadBadge(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  const whole = Math.floor(count);
  return whole > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(whole);
}
