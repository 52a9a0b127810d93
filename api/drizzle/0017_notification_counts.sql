-- The api at scale (issue 26): a user's totals, unread count and counts per type are kept as
-- notifications change instead of counted on every request, and a user's notifications are read
-- off an index in the order the lists show them.
--
-- notification_counts: per user and entity type, the notifications and the unread ones. Statement
-- triggers keep it, whatever writes notifications (the repositories, matching runs, a cascade):
-- each statement adds what it inserted, takes away what it deleted, and for an update takes away
-- the rows as they were and adds them as they are. Concurrent writers of one user's rows take
-- turns on the counter rows (INSERT … ON CONFLICT DO UPDATE adds to the latest committed value),
-- in key order so that two of them never wait for each other.
CREATE TABLE "notification_counts" (
	"user_id" text NOT NULL,
	"entity_type" text NOT NULL,
	"total" integer NOT NULL,
	"unread" integer NOT NULL,
	CONSTRAINT "notification_counts_user_id_entity_type_pk" PRIMARY KEY("user_id","entity_type")
);
--> statement-breakpoint
ALTER TABLE "notification_counts" ADD CONSTRAINT "notification_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE FUNCTION vigia_count_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO notification_counts AS counted (user_id, entity_type, total, unread)
    SELECT user_id, entity_type, count(*)::integer, (count(*) FILTER (WHERE NOT read))::integer
    FROM added
    GROUP BY user_id, entity_type
    ORDER BY user_id, entity_type
    ON CONFLICT (user_id, entity_type) DO UPDATE
    SET total = counted.total + excluded.total, unread = counted.unread + excluded.unread;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO notification_counts AS counted (user_id, entity_type, total, unread)
    SELECT user_id, entity_type, sum(total)::integer, sum(unread)::integer
    FROM (
      SELECT user_id, entity_type, 1 AS total, CASE WHEN read THEN 0 ELSE 1 END AS unread
      FROM added
      UNION ALL
      SELECT user_id, entity_type, -1, CASE WHEN read THEN 0 ELSE -1 END
      FROM removed
    ) AS changes
    GROUP BY user_id, entity_type
    HAVING sum(total) <> 0 OR sum(unread) <> 0
    ORDER BY user_id, entity_type
    ON CONFLICT (user_id, entity_type) DO UPDATE
    SET total = counted.total + excluded.total, unread = counted.unread + excluded.unread;
  ELSE
    -- Only existing counters change: a user deleted with their notifications has none left.
    -- They are locked in key order first, as the other branches take them.
    PERFORM 1 FROM notification_counts AS counted
    WHERE (counted.user_id, counted.entity_type) IN (SELECT user_id, entity_type FROM removed)
    ORDER BY counted.user_id, counted.entity_type
    FOR UPDATE;
    UPDATE notification_counts AS counted
    SET total = counted.total - gone.total, unread = counted.unread - gone.unread
    FROM (
      SELECT user_id, entity_type, count(*)::integer AS total,
        (count(*) FILTER (WHERE NOT read))::integer AS unread
      FROM removed
      GROUP BY user_id, entity_type
    ) AS gone
    WHERE counted.user_id = gone.user_id AND counted.entity_type = gone.entity_type;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Creating the triggers locks out writers of notifications until this migration commits, so the
-- backfill below counts every row written before, and the triggers every row written after.
CREATE TRIGGER notifications_count_added AFTER INSERT ON notifications
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION vigia_count_notifications();
--> statement-breakpoint
CREATE TRIGGER notifications_count_changed AFTER UPDATE ON notifications
REFERENCING OLD TABLE AS removed NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION vigia_count_notifications();
--> statement-breakpoint
CREATE TRIGGER notifications_count_removed AFTER DELETE ON notifications
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION vigia_count_notifications();
--> statement-breakpoint
INSERT INTO notification_counts (user_id, entity_type, total, unread)
SELECT user_id, entity_type, count(*)::integer, (count(*) FILTER (WHERE NOT read))::integer
FROM notifications
GROUP BY user_id, entity_type;
--> statement-breakpoint
-- A user's notifications newest first (the index read backwards): a page of the list is the
-- index's next entries, a window of days (this week, the activity chart) one range of it, the
-- last notification its first entry. `source` is included so that the activity chart reads the
-- index alone. The unread ones have one of their own in the same order (the unread filter).
DROP INDEX "notifications_user_created_idx";
--> statement-breakpoint
DROP INDEX "notifications_user_unread_idx";
--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at","id") INCLUDE ("source");
--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id","created_at","id") WHERE not "notifications"."read";
