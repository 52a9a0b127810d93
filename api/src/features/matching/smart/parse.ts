import { PROMPT_MAX_WORDS } from '@vigia/shared/contracts';
import type { Thesaurus, ThesaurusEntry } from '../thesaurus';
import { STOP_WORDS, fold, foldedWords, joinCodes, singular, tellingWords } from './words';

/** One word as typed: its folded form and whether it was written with a capital. */
export interface TypedWord {
  folded: string;
  capitalised: boolean;
}

/** What a piece of a prompt asks for. */
export type Term =
  /** Words that brought in a thesaurus entry. */
  | { type: 'entry'; typed: string; entry: ThesaurusEntry }
  /** One word the thesaurus does not know. */
  | { type: 'word'; typed: string; word: TypedWord }
  /** A "quoted phrase" the thesaurus does not know whole: its words in order, nothing expanded. */
  | { type: 'phrase'; typed: string; words: string[] };

/**
 * A prompt understood: every group must match (AND); a group matches when any of its terms does
 * (OR); an item that matches an excluded term is left out.
 */
export interface ParsedPrompt {
  groups: Term[][];
  excluded: Term[];
}

type Token =
  | { type: 'or' }
  | { type: 'words'; text: string; negated: boolean }
  | { type: 'phrase'; text: string; negated: boolean };

function tokenize(prompt: string): Token[] {
  const tokens: Token[] = [];
  for (const match of prompt.matchAll(/(-?)"([^"]*)"?|(\S+)/g)) {
    const [, minus, quoted, bare] = match;
    if (quoted !== undefined) {
      tokens.push({ type: 'phrase', text: quoted, negated: minus === '-' });
    } else if (bare !== undefined) {
      if (bare.toLowerCase() === 'or') tokens.push({ type: 'or' });
      else if (bare.startsWith('-') && bare.length > 1) {
        tokens.push({ type: 'words', text: bare.slice(1), negated: true });
      } else tokens.push({ type: 'words', text: bare, negated: false });
    }
  }
  return tokens;
}

function typedWords(text: string): TypedWord[] {
  return joinCodes(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .map((word) => ({ folded: fold(word), capitalised: /^\p{Lu}/u.test(word) }));
}

/** The content words of a term of the thesaurus, folded and singular, as lookup keys. */
function key(words: readonly string[]): string {
  return tellingWords(words).map(singular).join(' ');
}

/** Terms of the thesaurus by their key; the longest has the most words. */
interface TermIndex {
  byKey: Map<string, ThesaurusEntry>;
  longest: number;
  /** Entries that say a kind of act, and the thesaurus's sense of the word without it (or none). */
  plainSense: Map<ThesaurusEntry, ThesaurusEntry | null>;
}

const indexes = new WeakMap<Thesaurus, TermIndex>();

function termIndex(thesaurus: Thesaurus): TermIndex {
  const cached = indexes.get(thesaurus);
  if (cached) return cached;
  const byKey = new Map<string, ThesaurusEntry>();
  let longest = 1;
  for (const entry of thesaurus.entries) {
    for (const term of entry.terms) {
      const lookupKey = key(foldedWords(term));
      if (!byKey.has(lookupKey)) byKey.set(lookupKey, entry);
      longest = Math.max(longest, lookupKey.split(' ').length);
    }
  }
  // A procedure word is its kind of act and, where the thesaurus knows the word, that sense too.
  const merged = new Map<ThesaurusEntry, ThesaurusEntry>();
  const plainSense = new Map<ThesaurusEntry, ThesaurusEntry | null>();
  const senses = new Map(byKey);
  for (const procedure of thesaurus.procedures ?? []) {
    plainSense.set(procedure, null);
    for (const term of procedure.terms) {
      const lookupKey = key(foldedWords(term));
      const sense = senses.get(lookupKey);
      if (sense && !merged.has(sense)) {
        const both = withProcedure(sense, procedure);
        merged.set(sense, both);
        plainSense.set(both, sense);
      }
      byKey.set(lookupKey, sense ? (merged.get(sense) as ThesaurusEntry) : procedure);
      longest = Math.max(longest, lookupKey.split(' ').length);
    }
  }
  const index = { byKey, longest, plainSense };
  indexes.set(thesaurus, index);
  return index;
}

/** An entry that also says a kind of act: the procedure's wording becomes its equivalents. */
function withProcedure(sense: ThesaurusEntry, procedure: ThesaurusEntry): ThesaurusEntry {
  const equivalents = [
    ...(sense.equivalents ?? []),
    ...procedure.terms,
    ...(procedure.equivalents ?? []),
  ];
  return { ...sense, equivalents: [...new Set(equivalents)] };
}

/** The entry one of whose terms these folded words are, if any. */
function entryOf(words: readonly string[], thesaurus: Thesaurus): ThesaurusEntry | undefined {
  return termIndex(thesaurus).byKey.get(key(words));
}

/** Plain words to terms: the longest run of content words that names an entry, else one word. */
function termsOf(words: TypedWord[], thesaurus: Thesaurus): Term[] {
  const content = words.filter((word) => !STOP_WORDS.has(word.folded));
  const { longest } = termIndex(thesaurus);
  const terms: Term[] = [];
  let at = 0;
  while (at < content.length) {
    let found: Term | undefined;
    for (let length = Math.min(longest, content.length - at); length >= 1 && !found; length--) {
      const run = content.slice(at, at + length);
      const entry = entryOf(
        run.map((word) => word.folded),
        thesaurus,
      );
      if (entry) {
        found = { type: 'entry', typed: run.map((word) => word.folded).join(' '), entry };
        at += length;
      }
    }
    if (!found) {
      const word = content[at] as TypedWord;
      found = { type: 'word', typed: word.folded, word };
      at += 1;
    }
    terms.push(found);
  }
  return terms;
}

/**
 * Reads a prompt the way people write them: words and "quoted phrases" all required, OR between
 * two alternatives, -word or -"phrase" to exclude. Plain words are looked up in the thesaurus,
 * several words at once first ('medio ambiente'); a quoted phrase only whole, as one concept
 * ('"salud pública"' is public health, not health and public); excluded words never are.
 */
export function parsePrompt(prompt: string, thesaurus: Thesaurus): ParsedPrompt {
  const groups: Term[][] = [];
  const excluded: Term[] = [];
  let joinNext = false;
  const add = (terms: Term[]) => {
    if (terms.length === 0) return;
    const [first, ...rest] = terms as [Term, ...Term[]];
    const last = groups[groups.length - 1];
    if (joinNext && last) last.push(first);
    else groups.push([first]);
    for (const term of rest) groups.push([term]);
    joinNext = false;
  };
  let pending: TypedWord[] = [];
  const flush = () => {
    add(termsOf(pending, thesaurus));
    pending = [];
  };
  for (const token of tokenize(prompt)) {
    if (token.type === 'words' && !token.negated) {
      pending.push(...typedWords(token.text));
      continue;
    }
    flush();
    if (token.type === 'or') {
      joinNext = groups.length > 0;
    } else if (token.type === 'phrase') {
      const words = foldedWords(token.text);
      if (words.length === 0) continue;
      const typed = `"${words.join(' ')}"`;
      const entry = token.negated ? undefined : entryOf(words, thesaurus);
      const term: Term = entry ? { type: 'entry', typed, entry } : { type: 'phrase', typed, words };
      if (token.negated) excluded.push(term);
      else add([term]);
    } else {
      for (const word of typedWords(token.text)) {
        excluded.push({ type: 'word', typed: word.folded, word });
      }
    }
  }
  flush();
  return bounded({ groups: actsOnSubjects(groups, thesaurus), excluded });
}

/** Whether a term of a prompt parsed with `thesaurus` says a kind of act (a procedure word). */
export function saysAct(term: Term, thesaurus: Thesaurus): boolean {
  return term.type === 'entry' && termIndex(thesaurus).plainSense.has(term.entry);
}

/**
 * A kind of act modifies a subject ('obras del tren', 'cotización euro dólar'): one procedure word
 * alone is read as its thesaurus sense, or as written ('cotizaciones' are social security
 * contributions, 'parque' a park). A procedure of several words names the act whole ('concurso de
 * traslados').
 */
function actsOnSubjects(groups: Term[][], thesaurus: Thesaurus): Term[][] {
  const [only, ...others] = groups.flat();
  if (!only || others.length > 0 || only.type !== 'entry') return groups;
  if (tellingWords(foldedWords(only.typed)).length > 1) return groups;
  const plain = termIndex(thesaurus).plainSense;
  if (!plain.has(only.entry)) return groups;
  const sense = plain.get(only.entry);
  if (sense) return [[{ ...only, entry: sense }]];
  const words = foldedWords(only.typed);
  const [word] = words;
  return [
    [
      words.length === 1 && word !== undefined && !only.typed.startsWith('"')
        ? { type: 'word', typed: word, word: { folded: word, capitalised: false } }
        : { type: 'phrase', typed: only.typed, words },
    ],
  ];
}

/**
 * Terms a parsed prompt may keep, whatever was stored or typed: the api refuses prompts of more
 * words, but prompts stored before that rule, or compiled outside the api, must not build a
 * query the database cannot run.
 */
export const MAX_PROMPT_TERMS = PROMPT_MAX_WORDS;

/** One key per distinct term: the same words typed the same way. */
export function termKey(term: Term): string {
  return `${term.type} ${term.type === 'word' && term.word.capitalised ? 'C' : ''} ${term.typed}`;
}

/** A repeated group or exclusion says nothing new: dropped; past MAX_PROMPT_TERMS terms, cut. */
function bounded({ groups, excluded }: ParsedPrompt): ParsedPrompt {
  let budget = MAX_PROMPT_TERMS;
  const seen = new Set<string>();
  const keptGroups: Term[][] = [];
  for (const group of groups) {
    const terms = group
      .filter((term, at) => group.findIndex((other) => termKey(other) === termKey(term)) === at)
      .slice(0, budget);
    const key = `group ${terms.map(termKey).sort().join('|')}`;
    if (terms.length === 0 || seen.has(key)) continue;
    seen.add(key);
    budget -= terms.length;
    keptGroups.push(terms);
  }
  const keptExcluded: Term[] = [];
  for (const term of excluded) {
    const key = `not ${termKey(term)}`;
    if (budget === 0 || seen.has(key)) continue;
    seen.add(key);
    budget -= 1;
    keptExcluded.push(term);
  }
  return { groups: keptGroups, excluded: keptExcluded };
}
