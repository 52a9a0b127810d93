import { sql, type SQL } from 'drizzle-orm';
import { preparedStatement } from '../../db/prepared';
import { notificationHours, notifications } from '../../db/schema';

/** The user's notifications of one source in one window of time. */
export interface WindowCount {
  /** 1 for [bounds[1], bounds[2]), 2 for the next…; 0 before the first bound, n after the last. */
  window: number;
  /** null when the notifications name none. */
  source: string | null;
  total: number;
}

/**
 * A statement counting a user's notifications per window of time and source. `bounds` is SQL
 * giving ascending `timestamptz[]` instants (it may hold placeholders; `userId` is the other):
 * the windows lie between consecutive bounds. The UTC hours wholly inside a window are summed
 * from the kept `notification_hours` (migration 0018); an hour that a bound cuts (a time zone's
 * midnight at :30 or :45) is counted from the notifications themselves, so the figures are
 * exact for any bounds.
 */
export function windowCountsStatement(name: string, bounds: SQL) {
  return preparedStatement((db) => {
    const kept = notificationHours;
    const userId = () => sql.placeholder('userId');
    const counted = sql`(
      with windows as (select ${bounds} as bounds),
      cut as (
        select distinct date_trunc('hour', bound, 'UTC') as hour
        from windows, unnest(windows.bounds) as bound
        where bound <> date_trunc('hour', bound, 'UTC')
      )
      select width_bucket(${kept.hour}, windows.bounds) as bucket, ${kept.source} as source,
        sum(${kept.total})::integer as total
      from windows, ${kept}
      where ${kept.userId} = ${userId()}
        and ${kept.hour} >= date_trunc('hour', windows.bounds[1], 'UTC')
        and ${kept.hour} < windows.bounds[cardinality(windows.bounds)]
        and ${kept.hour} not in (select cut.hour from cut)
        and ${kept.total} <> 0
      group by 1, 2
      union all
      select width_bucket(one.created_at, windows.bounds), coalesce(one.source, ''),
        count(*)::integer
      from windows, cut cross join lateral (
        -- One hour of the index per cut hour (OFFSET 0 keeps the planner from scanning the
        -- whole window and filtering it instead).
        select ${notifications.createdAt} as created_at, ${notifications.source} as source
        from ${notifications}
        where ${notifications.userId} = ${userId()}
          and ${notifications.createdAt} >= cut.hour
          and ${notifications.createdAt} < cut.hour + interval '1 hour'
        offset 0
      ) as one
      where one.created_at >= windows.bounds[1]
      group by 1, 2
    ) as counted`;
    return db
      .select({
        window: sql<WindowCount['window']>`counted.bucket`.mapWith(Number),
        source: sql<string | null>`nullif(counted.source, '')`,
        total: sql<number>`counted.total`.mapWith(Number),
      })
      .from(counted)
      .prepare(name);
  });
}
