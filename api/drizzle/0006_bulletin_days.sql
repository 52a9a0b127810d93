CREATE TABLE "bulletin_days" (
	"source" text NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"publications" integer DEFAULT 0 NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulletin_days_source_day_pk" PRIMARY KEY("source","day")
);
