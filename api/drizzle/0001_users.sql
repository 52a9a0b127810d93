CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"avatar" text,
	"bio" text DEFAULT '' NOT NULL,
	"theme" text DEFAULT 'light' NOT NULL,
	"language" text DEFAULT 'es' NOT NULL,
	"notification_settings" jsonb DEFAULT '{"emailNotifications":true,"notificationEmail":null,"useCustomEmail":false,"emailFrequency":"daily","instantNotifications":false,"digestTime":"08:00"}'::jsonb NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"photo_url" text,
	"last_login" timestamp with time zone,
	"tokens_valid_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
