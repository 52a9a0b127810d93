import type { Database } from '../src/db/client';

/**
 * A way of matching prompts, as the quality bench evaluates it: the external ids of the stored
 * publications that `prompt` would notify. A new matcher joins the bench as one more of these.
 */
export type Matcher = (db: Database, prompt: string) => Promise<Set<string>>;

export interface NamedMatcher {
  name: string;
  /** One line: what it does. */
  description: string;
  match: Matcher;
}
