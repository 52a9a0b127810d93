ALTER TABLE "users" ADD COLUMN "email_link_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verified_notification_email" text;