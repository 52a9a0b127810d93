-- Full-text search in Spanish, accent-insensitive: 'resolucion' finds 'Resolución'.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
DO $$
BEGIN
  CREATE TEXT SEARCH CONFIGURATION spanish_unaccent (COPY = spanish);
EXCEPTION
  WHEN unique_violation OR duplicate_object THEN NULL;
END
$$;
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION spanish_unaccent
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;
