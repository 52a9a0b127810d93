DROP INDEX "publications_search_idx";--> statement-breakpoint
CREATE INDEX "publications_search_idx" ON "publications" USING gin ("search") WITH (fastupdate=false);