-- Compiled prompts keep their terms' keys now: those compiled before are compiled again.
DELETE FROM "compiled_prompts";
--> statement-breakpoint
CREATE TABLE "compiled_terms" (
	"key" text PRIMARY KEY NOT NULL,
	"signal_queries" "tsquery"[] NOT NULL,
	"signal_weights" real[] NOT NULL,
	"anchors" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compiled_prompts" ADD COLUMN "term_keys" text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "compiled_prompts" ADD COLUMN "term_groups" smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "compiled_prompts" DROP COLUMN "group_gates";--> statement-breakpoint
ALTER TABLE "compiled_prompts" DROP COLUMN "signal_queries";--> statement-breakpoint
ALTER TABLE "compiled_prompts" DROP COLUMN "signal_weights";--> statement-breakpoint
ALTER TABLE "compiled_prompts" DROP COLUMN "signal_groups";--> statement-breakpoint
ALTER TABLE "compiled_prompts" DROP COLUMN "concept_queries";--> statement-breakpoint
-- The score of the item whose search vector is `search` for a compiled term: the weight of its
-- first signal found in it (they come strongest first), 0 when none is. A prompt's score is its
-- weakest AND-group's, a group's its best term's (`vigia_prompt_score` works it out at once).
CREATE FUNCTION vigia_term_score(search tsvector, signal_queries tsquery[], signal_weights real[])
RETURNS real LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  query tsquery;
  position integer := 0;
BEGIN
  FOREACH query IN ARRAY signal_queries LOOP
    position := position + 1;
    IF search @@ query THEN RETURN signal_weights[position]; END IF;
  END LOOP;
  RETURN 0;
END
$$;
