-- Codes are one word, as people type them (issue 21): a road 'A-52', 'AP-9', 'N-550' is indexed
-- 'a52' ('=a52'), whether written with its hyphen or without, so that the prompts 'A-52', 'a52'
-- and 'autovía A-52' find it (PostgreSQL's parser read it as the stop word 'a' and the number
-- '-52'). Every part of a field's vector, and the positions of the title's names, read the text
-- with its codes joined, so their positions agree. The search column and the lexeme counts are
-- built again.
DROP INDEX IF EXISTS "publications_search_idx";
--> statement-breakpoint
ALTER TABLE "publications" DROP COLUMN "search";
--> statement-breakpoint
CREATE FUNCTION vigia_join_codes(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT regexp_replace(value,
      '(^|[^[:alnum:]])([A-Za-z]{1,4})-([0-9]{1,4})(?![[:alnum:]])', '\1\2\3', 'g')
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vigia_field_vector(value text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT (
      public.vigia_unaccent(pg_catalog.to_tsvector('pg_catalog.spanish'::regconfig, v)::text)
      || ' ' || pg_catalog.to_tsvector('public.spanish_unaccent'::regconfig, v)::text
      || ' ' || public.vigia_mark_lexemes(public.vigia_unaccent(
        pg_catalog.to_tsvector('pg_catalog.simple'::regconfig, v)::text
      )::tsvector, '=')::text
    )::tsvector
    FROM public.vigia_join_codes(coalesce(value, '')) AS v
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vigia_title_name_positions(title text) RETURNS smallint[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(p), '{}')
    FROM unnest(pg_catalog.to_tsvector('pg_catalog.simple'::regconfig, regexp_replace(
      public.vigia_join_codes(coalesce(title, '')),
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
--> statement-breakpoint
TRUNCATE "lexeme_documents";
--> statement-breakpoint
INSERT INTO lexeme_documents (lexeme, documents)
SELECT lexeme, count(*)::integer FROM (
  SELECT unnest(tsvector_to_array(search)) AS lexeme FROM publications
  UNION ALL SELECT '' FROM publications
) AS lexemes GROUP BY lexeme;
