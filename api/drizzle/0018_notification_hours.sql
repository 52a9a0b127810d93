CREATE TABLE "notification_hours" (
	"user_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "notification_hours_user_id_hour_source_pk" PRIMARY KEY("user_id","hour","source")
);
--> statement-breakpoint
ALTER TABLE "notification_hours" ADD CONSTRAINT "notification_hours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- notification_hours: per user, UTC hour and source ('' for none), the notifications made in that
-- hour, so that the activity chart's days (in any time zone) sum the hours wholly inside them
-- instead of reading every notification in them. Statement triggers keep
-- it whatever writes notifications, as vigia_count_notifications (0017) keeps notification_counts:
-- an insert adds, a delete takes away; counter rows are taken in key order.
CREATE FUNCTION vigia_count_notification_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO notification_hours AS kept (user_id, hour, source, total)
    SELECT user_id, date_trunc('hour', created_at, 'UTC'), coalesce(source, ''), count(*)::integer
    FROM added
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (user_id, hour, source) DO UPDATE SET total = kept.total + excluded.total;
  ELSE
    -- Only existing counters change: a user deleted with their notifications has none left.
    PERFORM 1 FROM notification_hours AS kept
    WHERE (kept.user_id, kept.hour, kept.source) IN (
      SELECT user_id, date_trunc('hour', created_at, 'UTC'), coalesce(source, '') FROM removed
    )
    ORDER BY kept.user_id, kept.hour, kept.source
    FOR UPDATE;
    UPDATE notification_hours AS kept
    SET total = kept.total - gone.total
    FROM (
      SELECT user_id, date_trunc('hour', created_at, 'UTC') AS hour, coalesce(source, '') AS source,
        count(*)::integer AS total
      FROM removed
      GROUP BY 1, 2, 3
    ) AS gone
    WHERE kept.user_id = gone.user_id AND kept.hour = gone.hour AND kept.source = gone.source;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- As in 0017: creating the triggers locks out writers of notifications until this migration
-- commits, so the backfill below counts every row written before, and the triggers the rest.
CREATE TRIGGER notifications_hours_added AFTER INSERT ON notifications
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION vigia_count_notification_hours();
--> statement-breakpoint
-- Nothing the product updates moves a notification to another user, hour or source (marking
-- read does not): an update of those columns is counted row by row, and any other update does
-- not run a trigger at all (a statement trigger with transition tables would run on every one).
CREATE FUNCTION vigia_move_notification_hour() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The two counter rows in key order, as the statement triggers take them.
  PERFORM 1 FROM notification_hours AS kept
  WHERE (kept.user_id, kept.hour, kept.source) IN (
    (OLD.user_id, date_trunc('hour', OLD.created_at, 'UTC'), coalesce(OLD.source, '')),
    (NEW.user_id, date_trunc('hour', NEW.created_at, 'UTC'), coalesce(NEW.source, ''))
  )
  ORDER BY kept.user_id, kept.hour, kept.source
  FOR UPDATE;
  UPDATE notification_hours AS kept SET total = kept.total - 1
  WHERE kept.user_id = OLD.user_id AND kept.hour = date_trunc('hour', OLD.created_at, 'UTC')
    AND kept.source = coalesce(OLD.source, '');
  INSERT INTO notification_hours AS kept (user_id, hour, source, total)
  VALUES (NEW.user_id, date_trunc('hour', NEW.created_at, 'UTC'), coalesce(NEW.source, ''), 1)
  ON CONFLICT (user_id, hour, source) DO UPDATE SET total = kept.total + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_hours_moved AFTER UPDATE OF user_id, created_at, source ON notifications
FOR EACH ROW
WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id
  OR date_trunc('hour', OLD.created_at, 'UTC') IS DISTINCT FROM date_trunc('hour', NEW.created_at, 'UTC')
  OR OLD.source IS DISTINCT FROM NEW.source)
EXECUTE FUNCTION vigia_move_notification_hour();
--> statement-breakpoint
CREATE TRIGGER notifications_hours_removed AFTER DELETE ON notifications
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION vigia_count_notification_hours();
--> statement-breakpoint
INSERT INTO notification_hours (user_id, hour, source, total)
SELECT user_id, date_trunc('hour', created_at, 'UTC'), coalesce(source, ''), count(*)::integer
FROM notifications
GROUP BY 1, 2, 3;
