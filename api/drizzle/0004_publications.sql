CREATE TABLE "publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"title" text NOT NULL,
	"section" text DEFAULT '' NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"epigraph" text,
	"issue" text DEFAULT '' NOT NULL,
	"published_on" date NOT NULL,
	"url_html" text NOT NULL,
	"url_pdf" text,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('spanish_unaccent', title), 'A') || setweight(to_tsvector('spanish_unaccent', coalesce(epigraph, '') || ' ' || section || ' ' || department), 'B')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "publications_source_external_id_idx" ON "publications" USING btree ("source","external_id");--> statement-breakpoint
CREATE INDEX "publications_source_day_idx" ON "publications" USING btree ("source","published_on");--> statement-breakpoint
CREATE INDEX "publications_search_idx" ON "publications" USING gin ("search");