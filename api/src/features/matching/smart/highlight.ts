import type { Concept } from './compile';
import { STOP_WORDS, fold, joinCodes, singular } from './words';

/** Words shorter than this are marked only when they are the same word. */
const MIN_SHARED_PREFIX = 5;

function sameWord(a: string, b: string): boolean {
  const one = singular(a);
  const other = singular(b);
  if (one === other) return true;
  // One family of words (sanitario ~ sanitaria, licitación ~ licitar): a long shared beginning.
  const shorter = Math.min(one.length, other.length);
  const shared = Math.max(MIN_SHARED_PREFIX, shorter - 3);
  return shorter >= shared && one.slice(0, shared) === other.slice(0, shared);
}

/** What marking a concept needs of it. */
type Named = Pick<Concept, 'label' | 'expansions'>;

/** The words that the concepts name, as written or through their equivalents, folded. */
export function conceptWords(concepts: readonly Named[]): string[] {
  return [
    ...new Set(
      concepts
        .flatMap((concept) => [concept.label, ...concept.expansions])
        .flatMap((term) => fold(term).split(/[^\p{L}\p{N}]+/u))
        .filter((word) => word.length > 1 && !STOP_WORDS.has(word)),
    ),
  ];
}

/**
 * `text` with the words that any of the concepts (as written or through their equivalents)
 * names between « and », as the notifications' snippets mark them.
 */
export function markConcepts(text: string, concepts: readonly Named[]): string {
  const targets = conceptWords(concepts);
  if (targets.length === 0) return text;
  // A code ('A-52') is one word, as the index reads it.
  return text.replace(/[A-Za-z]{1,4}-\d{1,4}(?![\p{L}\p{N}])|[\p{L}\p{N}]+/gu, (word) => {
    const folded = fold(joinCodes(word));
    return !STOP_WORDS.has(folded) && targets.some((target) => sameWord(folded, target))
      ? `«${word}»`
      : word;
  });
}
