CREATE TABLE "compiled_prompts" (
	"prompt" text PRIMARY KEY NOT NULL,
	"thesaurus_version" text NOT NULL,
	"anchors" text[] NOT NULL,
	"group_gates" "tsquery"[] NOT NULL,
	"signal_queries" "tsquery"[] NOT NULL,
	"signal_weights" real[] NOT NULL,
	"signal_groups" smallint[] NOT NULL,
	"exclusions" "tsquery"[] NOT NULL,
	"personnel_factor" real NOT NULL,
	"concept_labels" text[] NOT NULL,
	"concept_queries" "tsquery"[] NOT NULL,
	"headline_words" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_scores" (
	"run_id" uuid NOT NULL,
	"type_id" text NOT NULL,
	"prompt" text NOT NULL,
	"publication_id" uuid NOT NULL,
	"score" real NOT NULL,
	"concepts" text[] NOT NULL,
	"snippet" text,
	"thesaurus_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "match_scores_run_prompt_idx" ON "match_scores" USING btree ("run_id","type_id","prompt");--> statement-breakpoint
CREATE INDEX "subscription_prompts_prompt_idx" ON "subscription_prompts" USING btree ("prompt");--> statement-breakpoint
ALTER TABLE "subscription_prompts" DROP COLUMN "query";--> statement-breakpoint
ALTER TABLE "subscription_prompts" DROP COLUMN "anchors";--> statement-breakpoint
ALTER TABLE "match_scores" SET UNLOGGED;
--> statement-breakpoint
DROP FUNCTION tsquery_anchors(tsquery);
--> statement-breakpoint
-- The score of the item whose search vector is `search` for a compiled prompt (compile.ts): each
-- AND-group scores its best signal, the item its weakest group, times `personnel_factor` when the
-- item is a personnel one (`personnel`); 0 when a group has no signal in it, when an excluded
-- term is in it, or when the prompt asks for nothing. An item without one of a group's anchors
-- (its gate) cannot satisfy it, which is quicker to see than trying the group's signals. The
-- signals come grouped, each group's
-- strongest first (`signalArrays`): a group stops at its first signal found, the item at its
-- first group without one.
CREATE FUNCTION vigia_prompt_score(search tsvector, group_gates tsquery[], signal_queries tsquery[],
  signal_weights real[], signal_groups smallint[], exclusions tsquery[], personnel_factor real,
  personnel tsquery)
RETURNS real LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  query tsquery;
  position integer := 0;
  current_group integer := -1;
  group_best real := 0;
  worst real := 1;
BEGIN
  FOREACH query IN ARRAY group_gates LOOP
    IF NOT search @@ query THEN RETURN 0; END IF;
  END LOOP;
  FOREACH query IN ARRAY exclusions LOOP
    IF search @@ query THEN RETURN 0; END IF;
  END LOOP;
  IF cardinality(signal_queries) = 0 THEN RETURN 0; END IF;
  FOREACH query IN ARRAY signal_queries LOOP
    position := position + 1;
    IF signal_groups[position] <> current_group THEN
      IF current_group >= 0 THEN
        IF group_best = 0 THEN RETURN 0; END IF;
        worst := least(worst, group_best);
      END IF;
      current_group := signal_groups[position];
      group_best := 0;
    END IF;
    IF group_best = 0 AND search @@ query THEN group_best := signal_weights[position]; END IF;
  END LOOP;
  IF group_best = 0 THEN RETURN 0; END IF;
  worst := least(worst, group_best);
  IF personnel_factor <> 1 AND search @@ personnel THEN RETURN worst * personnel_factor; END IF;
  RETURN worst;
END
$$;
