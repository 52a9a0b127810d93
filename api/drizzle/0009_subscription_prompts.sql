-- Prompts compiled once, when written, instead of on every match: each prompt's tsquery, and the
-- lexemes that let matching skip publications a prompt cannot match (see tsquery_anchors).
--
-- tsquery_anchors: a set of lexemes such that every document the query matches contains at least
-- one of them; '{}' for an empty query (it matches nothing); NULL when the query has no such set
-- (only exclusions, a prefix, or a shape not read here). querytree() keeps the part of the query a
-- match needs, exclusions left out; for the OR of ANDs that websearch_to_tsquery makes, one lexeme
-- of each AND group (the longest, likely the rarest) is enough.
CREATE FUNCTION tsquery_anchors(query tsquery) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE
    WHEN numnode(query) = 0 THEN '{}'::text[]
    WHEN tree = 'T' OR tree ~ '[!()]|:[A-D]*\*' THEN NULL
    ELSE (
      SELECT CASE WHEN bool_or(anchor IS NULL) THEN NULL ELSE array_agg(DISTINCT anchor) END
      FROM (
        SELECT (
          SELECT replace(replace(lexeme[1], '''''', ''''), '\\', '\')
          FROM regexp_matches(conjunction, '''((?:[^''\\]|''''|\\\\)*)''', 'g') AS lexeme
          ORDER BY length(lexeme[1]) DESC, lexeme[1]
          LIMIT 1
        ) AS anchor
        FROM regexp_split_to_table(tree, ' \| ') AS conjunction
      ) AS alternatives
    )
  END
  FROM querytree(query) AS tree
$$;
--> statement-breakpoint
CREATE TABLE "subscription_prompts" (
	"subscription_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"prompt" text NOT NULL,
	"query" "tsquery" GENERATED ALWAYS AS (websearch_to_tsquery('spanish_unaccent', prompt)) STORED NOT NULL,
	"anchors" text[] GENERATED ALWAYS AS (tsquery_anchors(websearch_to_tsquery('spanish_unaccent', prompt))) STORED,
	CONSTRAINT "subscription_prompts_subscription_id_position_pk" PRIMARY KEY("subscription_id","position")
);
--> statement-breakpoint
ALTER TABLE "subscription_prompts" ADD CONSTRAINT "subscription_prompts_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_subscription_created_idx" ON "notifications" USING btree ("subscription_id","created_at");
--> statement-breakpoint
CREATE FUNCTION sync_subscription_prompts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM subscription_prompts WHERE subscription_id = NEW.id;
  INSERT INTO subscription_prompts (subscription_id, position, prompt)
  SELECT NEW.id, item.position - 1, item.prompt
  FROM jsonb_array_elements_text(NEW.prompts) WITH ORDINALITY AS item(prompt, position);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER subscription_prompts_sync AFTER INSERT OR UPDATE OF prompts ON subscriptions
FOR EACH ROW EXECUTE FUNCTION sync_subscription_prompts();
--> statement-breakpoint
INSERT INTO subscription_prompts (subscription_id, position, prompt)
SELECT subscriptions.id, item.position - 1, item.prompt
FROM subscriptions, jsonb_array_elements_text(subscriptions.prompts) WITH ORDINALITY AS item(prompt, position);
