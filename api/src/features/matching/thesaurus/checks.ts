import { foldedWords, singular, tellingWords } from '../smart/words';
import type { ThesaurusEntry } from './index';

/** A term as prompts look it up: its telling words, folded and singular. */
function lookupKey(term: string): string {
  return tellingWords(foldedWords(term)).map(singular).join(' ');
}

/**
 * The entries, once checked as a thesaurus is loaded: every entry has terms, none empty, and no
 * term names two entries (a prompt would read it as the first one, silently). Throws on the
 * first problem, naming the entries.
 */
export function checkedEntries(entries: readonly ThesaurusEntry[]): ThesaurusEntry[] {
  const owners = new Map<string, string>();
  for (const entry of entries) {
    const name = entry.terms[0];
    if (name === undefined) throw new Error('Thesaurus: an entry has no term');
    for (const term of entry.terms) {
      const key = lookupKey(term);
      if (key === '')
        throw new Error(`Thesaurus: '${name}' has a term that says nothing: '${term}'`);
      const owner = owners.get(key);
      if (owner !== undefined && owner !== name) {
        throw new Error(`Thesaurus: '${term}' is a term of both '${owner}' and '${name}'`);
      }
      owners.set(key, name);
    }
  }
  return [...entries];
}
