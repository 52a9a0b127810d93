/**
 * Words as the search index keeps them (migration 0009): lower case, accents off (unaccent takes
 * 'ñ' to 'n' too), split where PostgreSQL's parser splits them.
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/**
 * Codes written as one word, as the index reads them (migration 0015): a road 'A-52' or 'AP-9'
 * is 'A52', 'AP9', however it was typed.
 */
export function joinCodes(text: string): string {
  return text.replace(/(^|[^\p{L}\p{N}])([A-Za-z]{1,4})-(\d{1,4})(?![\p{L}\p{N}])/gu, '$1$2$3');
}

/** The folded words of a text, in order; 'enfermero/a' stays one word, as the parser reads it. */
export function foldedWords(text: string): string[] {
  return fold(joinCodes(text))
    .split(/[^\p{L}\p{N}/]+/u)
    .map((word) => word.replace(/^\/+|\/+$/g, ''))
    .filter((word) => word !== '');
}

/**
 * Words that say nothing alone: left out of concepts, kept inside phrases. All of them are stop
 * words of PostgreSQL's Spanish configuration too (a test holds both lists together).
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'al',
  'con',
  'contra',
  'de',
  'del',
  'desde',
  'e',
  'el',
  'en',
  'entre',
  'es',
  'hasta',
  'la',
  'las',
  'lo',
  'los',
  'mi',
  'mis',
  'o',
  'para',
  'por',
  'que',
  'se',
  'sin',
  'sobre',
  'su',
  'sus',
  'un',
  'una',
  'uno',
  'unos',
  'y',
]);

/** The words of a phrase that say something: all but its stop words. */
export function tellingWords(words: readonly string[]): string[] {
  return words.filter((word) => !STOP_WORDS.has(word));
}

const VOWEL = /[aeiou]$/;

/**
 * The singular of a folded Spanish word, by the regular rules (licitaciones → licitacion,
 * embajadores → embajador, renovables → renovable, luces → luz); words that do not look plural
 * are returned as they are.
 */
export function singular(word: string): string {
  if (word.length <= 3 || !word.endsWith('s') || /(?:is|us|ss)$/.test(word)) return word;
  if (word.endsWith('ces')) return `${word.slice(0, -3)}z`;
  if (word.endsWith('es')) {
    const stem = word.slice(0, -2);
    if (/[aeiou][rlndjy]$/.test(stem) || stem.endsWith('ion')) return stem;
  }
  return word.slice(0, -1);
}

/** The singular and plural of a folded word, and the word itself. */
export function inflections(word: string): string[] {
  const one = singular(word);
  const plural = VOWEL.test(one)
    ? `${one}s`
    : one.endsWith('z')
      ? `${one.slice(0, -1)}ces`
      : /^[\p{N}]+$/u.test(one)
        ? one
        : `${one}es`;
  return [...new Set([word, one, plural])];
}
