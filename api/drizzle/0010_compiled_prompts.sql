CREATE TABLE "compiled_prompts" (
	"prompt" text PRIMARY KEY NOT NULL,
	"thesaurus_version" text NOT NULL,
	"anchors" text[] NOT NULL,
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
CREATE INDEX "subscription_prompts_prompt_idx" ON "subscription_prompts" USING btree ("prompt");--> statement-breakpoint
ALTER TABLE "subscription_prompts" DROP COLUMN "query";--> statement-breakpoint
ALTER TABLE "subscription_prompts" DROP COLUMN "anchors";--> statement-breakpoint
DROP FUNCTION tsquery_anchors(tsquery);
--> statement-breakpoint
-- The score of the item whose search vector is `search` for a compiled prompt (compile.ts): each
-- AND-group scores its best signal, the item its weakest group, times `personnel_factor` when the
-- item is a personnel one (`personnel`); 0 when a group has no signal in it, when an excluded
-- term is in it, or when the prompt asks for nothing.
CREATE FUNCTION vigia_prompt_score(search tsvector, signal_queries tsquery[],
  signal_weights real[], signal_groups smallint[], exclusions tsquery[], personnel_factor real,
  personnel tsquery)
RETURNS real LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN EXISTS (SELECT 1 FROM unnest(exclusions) AS excluded WHERE search @@ excluded) THEN 0::real
    ELSE coalesce((
      SELECT min(best) FROM (
        SELECT max(CASE WHEN search @@ signal.signal_query THEN signal.weight ELSE 0 END) AS best
        FROM unnest(signal_queries, signal_weights, signal_groups)
          AS signal(signal_query, weight, and_group)
        GROUP BY signal.and_group
      ) AS and_groups
    ), 0) * CASE WHEN personnel_factor <> 1 AND search @@ personnel THEN personnel_factor ELSE 1 END
  END
$$;
