import type { ThesaurusEntry } from './index';

function unique(texts: readonly string[]): string[] {
  return [...new Set(texts)];
}

/**
 * The entries with each one's narrower concepts taken in: their terms and equivalents become its
 * equivalents, their headings and exceptions its own, all the way down. Throws on a name that no
 * entry has as its first term, and on a concept narrower than itself.
 */
export function withNarrower(entries: readonly ThesaurusEntry[]): ThesaurusEntry[] {
  const byName = new Map(entries.map((entry) => [entry.terms[0], entry]));
  const resolved = new Map<ThesaurusEntry, ThesaurusEntry>();
  const resolve = (entry: ThesaurusEntry, path: readonly string[]): ThesaurusEntry => {
    const done = resolved.get(entry);
    if (done) return done;
    const parts = (entry.narrower ?? []).map((name) => {
      const part = byName.get(name);
      if (!part) throw new Error(`Thesaurus: '${entry.terms[0]}' takes in unknown '${name}'`);
      if (path.includes(name)) throw new Error(`Thesaurus: '${name}' is narrower than itself`);
      return resolve(part, [...path, name]);
    });
    if (parts.length === 0) return entry;
    const broad: ThesaurusEntry = {
      ...entry,
      equivalents: unique([
        ...(entry.equivalents ?? []),
        ...parts.flatMap((part) => [...part.terms, ...(part.equivalents ?? [])]),
      ]),
      headings: unique([
        ...(entry.headings ?? []),
        ...parts.flatMap((part) => part.headings ?? []),
      ]),
      except: unique([...(entry.except ?? []), ...parts.flatMap((part) => part.except ?? [])]),
    };
    resolved.set(entry, broad);
    return broad;
  };
  return entries.map((entry) => resolve(entry, [entry.terms[0] ?? '']));
}
