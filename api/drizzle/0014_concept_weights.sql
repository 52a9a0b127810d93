-- Ranked relevance (issue 21): a concept weighs by how informative its words are in the stored
-- bulletins. `lexeme_documents` counts, for every lexeme of the search column, the publications
-- holding it; the row of the empty lexeme counts every publication. Triggers keep it current as
-- publications are stored or removed, whatever stores them.
CREATE TABLE "lexeme_documents" (
	"lexeme" text PRIMARY KEY NOT NULL,
	"documents" integer NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION vigia_count_lexemes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO lexeme_documents AS counted (lexeme, documents)
    SELECT lexeme, count(*)::integer FROM (
      SELECT unnest(tsvector_to_array(search)) AS lexeme FROM added
      UNION ALL SELECT '' FROM added
    ) AS lexemes GROUP BY lexeme
    ORDER BY lexeme
    ON CONFLICT (lexeme) DO UPDATE SET documents = counted.documents + excluded.documents;
  ELSE
    UPDATE lexeme_documents AS counted SET documents = counted.documents - gone.documents
    FROM (
      SELECT lexeme, count(*)::integer AS documents FROM (
        SELECT unnest(tsvector_to_array(search)) AS lexeme FROM removed
        UNION ALL SELECT '' FROM removed
      ) AS lexemes GROUP BY lexeme
    ) AS gone
    WHERE counted.lexeme = gone.lexeme;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER publications_count_lexemes_added AFTER INSERT ON publications
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION vigia_count_lexemes();
--> statement-breakpoint
CREATE TRIGGER publications_count_lexemes_removed AFTER DELETE ON publications
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION vigia_count_lexemes();
--> statement-breakpoint
INSERT INTO lexeme_documents (lexeme, documents)
SELECT lexeme, count(*)::integer FROM (
  SELECT unnest(tsvector_to_array(search)) AS lexeme FROM publications
  UNION ALL SELECT '' FROM publications
) AS lexemes GROUP BY lexeme;
--> statement-breakpoint
-- Terms keep the words their weight is read from: those compiled before are compiled again.
DELETE FROM "compiled_prompts";
--> statement-breakpoint
DELETE FROM "compiled_terms";
--> statement-breakpoint
ALTER TABLE "compiled_terms" ADD COLUMN "weight_words" text[] NOT NULL;
--> statement-breakpoint
-- Per AND-group of a compiled prompt: whether all its terms are names (a place, a body), which
-- narrow what the prompt asks for instead of adding a topic to it.
ALTER TABLE "compiled_prompts" ADD COLUMN "group_names" boolean[] NOT NULL;
--> statement-breakpoint
DROP FUNCTION vigia_prompt_score(tsvector, tsquery[], tsquery[], real[], smallint[], tsquery[], real,
  tsquery);
--> statement-breakpoint
-- The score of the item whose search vector is `search` for a compiled prompt (compile.ts,
-- ranking.ts). Each AND-group is found by its best signal (signals come grouped, strongest
-- first), never when the item lacks the group's anchors (its gate). Every name group must be
-- found; the found groups' weakest signal, times `personnel_factor` on a personnel item, is the
-- match's quality; the topic groups found, each weighing `group_weights` (how informative its
-- words are), are its coverage of the topics. The item scores quality times coverage when the
-- quality reaches `min_quality` and the coverage `min_coverage`, else 0; 0 too when an excluded
-- term is in it.
CREATE FUNCTION vigia_prompt_score(search tsvector, group_gates tsquery[], signal_queries tsquery[],
  signal_weights real[], signal_groups smallint[], group_weights real[], group_names boolean[],
  exclusions tsquery[], personnel_factor real, personnel tsquery, min_quality real,
  min_coverage real)
RETURNS real LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  query tsquery;
  groups integer := cardinality(group_gates);
  best real[] := array_fill(0::real, ARRAY[groups]);
  gated boolean[] := array_fill(NULL::boolean, ARRAY[groups]);
  member integer;
  position integer := 0;
  quality real := 1;
  covered real := 0;
  topics real := 0;
  coverage real := 1;
BEGIN
  IF groups = 0 THEN RETURN 0; END IF;
  FOREACH query IN ARRAY exclusions LOOP
    IF search @@ query THEN RETURN 0; END IF;
  END LOOP;
  FOREACH query IN ARRAY signal_queries LOOP
    position := position + 1;
    member := signal_groups[position] + 1;
    IF best[member] > 0 THEN CONTINUE; END IF;
    IF gated[member] IS NULL THEN gated[member] := search @@ group_gates[member]; END IF;
    IF gated[member] AND search @@ query THEN best[member] := signal_weights[position]; END IF;
  END LOOP;
  FOR member IN 1..groups LOOP
    IF group_names[member] AND best[member] = 0 THEN RETURN 0; END IF;
    IF best[member] > 0 THEN quality := least(quality, best[member]); END IF;
    IF NOT group_names[member] THEN
      topics := topics + group_weights[member];
      IF best[member] > 0 THEN covered := covered + group_weights[member]; END IF;
    END IF;
  END LOOP;
  IF topics > 0 THEN coverage := covered / topics; END IF;
  IF covered = 0 AND topics > 0 THEN RETURN 0; END IF;
  IF personnel_factor <> 1 AND search @@ personnel THEN quality := quality * personnel_factor; END IF;
  IF quality < min_quality OR coverage < min_coverage THEN RETURN 0; END IF;
  RETURN quality * coverage;
END
$$;
--> statement-breakpoint
-- Publications holding a term's words (`compiled_terms.weight_words`): each word as the sum over
-- its forms (at most every publication), the term as its rarest word; every publication when it
-- has no word.
CREATE FUNCTION vigia_term_documents(weight_words text[]) RETURNS integer
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  WITH total AS (SELECT coalesce(max(documents), 0) AS documents FROM lexeme_documents WHERE lexeme = '')
  SELECT coalesce(min(least(words.documents, total.documents)), max(total.documents))::integer
  FROM total LEFT JOIN (
    SELECT word.at, coalesce(sum(counted.documents), 0) AS documents
    FROM unnest(weight_words) WITH ORDINALITY AS word(forms, at)
    CROSS JOIN LATERAL unnest(string_to_array(word.forms, ' ')) AS form(lexeme)
    LEFT JOIN lexeme_documents AS counted ON counted.lexeme = form.lexeme
    GROUP BY word.at
  ) AS words ON true
$$;
--> statement-breakpoint
-- What a concept found in `documents` of `total` publications weighs: the rarer, the more
-- (inverse document frequency, raised to `exponent`); never quite nothing.
CREATE FUNCTION vigia_concept_weight(documents integer, total integer, exponent real) RETURNS real
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT power(greatest(ln((total + 1.0) / (least(documents, total) + 1.0)), 0.01), exponent)::real
$$;
