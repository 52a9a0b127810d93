-- A word written all in capitals is a name wherever it stands, even opening the title: a court's
-- seat heading its edict ('PADRON', the town of Padrón, not the census), a company, a notary, an
-- acronym ('ADIF', 'STC'). Single letters are not words enough to tell. The search column is
-- built again, so that the items stored before are read this way too.
DROP INDEX IF EXISTS "publications_search_idx";
--> statement-breakpoint
ALTER TABLE "publications" DROP COLUMN "search";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vigia_title_name_positions(title text) RETURNS smallint[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(p), '{}')
    FROM unnest(pg_catalog.to_tsvector('pg_catalog.simple'::regconfig, regexp_replace(
      coalesce(title, ''),
      '(?<=[^.:;¿¡[:space:]][[:space:]]{1,3}[(«"“]?)[A-ZÁÉÍÓÚÜÑÀÈÌÒÙÇ][^[:space:][:punct:]«»¿¡’“”]*'
        || '|(?<![A-Za-z0-9ÁÉÍÓÚÜÑÀÈÌÒÙÇáéíóúüñàèìòùç])[A-ZÁÉÍÓÚÜÑÀÈÌÒÙÇ]{2,}'
        || '(?![A-Za-z0-9ÁÉÍÓÚÜÑÀÈÌÒÙÇáéíóúüñàèìòùç])',
      'zzvigianame', 'g'))) AS u, unnest(u.positions) AS p
    WHERE u.lexeme = 'zzvigianame'
  $$;
--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (vigia_search_vector("source", "title", "epigraph", "section", "department")) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX "publications_search_idx" ON "publications" USING gin ("search") WITH (fastupdate=false);
