-- Search that meets accented and unaccented, singular and plural words (issue 8), and keeps the
-- fields apart for smart matching. The Spanish Snowball stemmer only knows accented suffixes, so
-- 'licitación' unaccented first stayed 'licitacion' while 'licitaciones' became 'licit'. Every
-- word is now indexed three ways at the same position (phrase search keeps working):
--   * stemmed from its accented form, then unaccented ('licitación' -> 'licit');
--   * unaccented, then stemmed, as before ('licitación' -> 'licitacion'), which is what prompts
--     typed without accents give ('licitacion', 'educacion'), so every spelling meets one form;
--   * exact, unaccented and lower-cased, marked '=' ('=licitacion'), for smart matching.
-- Weights: A the title's running text; B the heading (epigraph); C the words of the title that are
-- names (capitalised, not opening a sentence: 'Director General de Carreteras', '(Ourense)');
-- D section, department and the territory of a regional bulletin. The section's words are also
-- indexed exact and marked '§' ('§oposiciones'), for concepts that the bulletin's structure names.
CREATE OR REPLACE FUNCTION vigia_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vigia_mark_lexemes(vector tsvector, mark text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(vector::text, '(^| )''', '\1''' || mark, 'g')::tsvector $$;
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
    FROM coalesce(value, '') AS v
  $$;
--> statement-breakpoint
-- The positions of the title's name words: capitalised words that do not open the title or a
-- sentence, found by masking them and reading where the mask landed. Accents are taken off the
-- lexemes, never the text: unaccent turns « into <<, which the parser would read as a tag.
CREATE OR REPLACE FUNCTION vigia_title_name_positions(title text) RETURNS smallint[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(p), '{}')
    FROM unnest(pg_catalog.to_tsvector('pg_catalog.simple'::regconfig, regexp_replace(
      coalesce(title, ''),
      '(?<=[^.:;¿¡[:space:]][[:space:]]{1,3}[(«"“]?)[A-ZÁÉÍÓÚÜÑÀÈÌÒÙÇ][^[:space:][:punct:]«»¿¡’“”]*',
      'zzvigianame', 'g'))) AS u, unnest(u.positions) AS p
    WHERE u.lexeme = 'zzvigianame'
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vigia_title_vector(title text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(string_agg(
      '''' || replace(replace(u.lexeme, '\', '\\'), '''', '''''') || ''':' || (
        SELECT string_agg(p || CASE WHEN p = ANY (names.ps) THEN 'C' ELSE 'A' END, ',')
        FROM unnest(u.positions) AS p
      ), ' '), '')::tsvector
    FROM unnest(public.vigia_field_vector(title)) AS u,
      (SELECT public.vigia_title_name_positions(title) AS ps) AS names
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vigia_search_vector(
  source text, title text, epigraph text, section text, department text
) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT public.vigia_title_vector(title)
      || setweight(public.vigia_field_vector(epigraph), 'B')
      || setweight(
        public.vigia_field_vector(section)
          || public.vigia_mark_lexemes(
            public.vigia_unaccent(
              pg_catalog.to_tsvector('pg_catalog.simple'::regconfig, coalesce(section, ''))::text
            )::tsvector, '§'
          ), 'D')
      || setweight(public.vigia_field_vector(
        coalesce(department, '') || ' ' || CASE source WHEN 'doga' THEN 'Galicia' ELSE '' END
      ), 'D')
  $$;
--> statement-breakpoint
DROP INDEX IF EXISTS "publications_search_idx";
--> statement-breakpoint
ALTER TABLE "publications" DROP COLUMN "search";
--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (vigia_search_vector("source", "title", "epigraph", "section", "department")) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX "publications_search_idx" ON "publications" USING gin ("search");
