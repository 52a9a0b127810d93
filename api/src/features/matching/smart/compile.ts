import type { Thesaurus, ThesaurusEntry } from '../thesaurus';
import { parsePrompt, saysAct, termKey, type Term } from './parse';
import { STOP_WORDS, fold, foldedWords, inflections, tellingWords } from './words';

/**
 * Stems of single words, as PostgreSQL's Spanish configuration makes them both ways (see
 * `lookupStems`); a word missing here is matched by its exact forms only.
 */
export type Stems = ReadonlyMap<string, readonly string[]>;

/** A concept of the prompt, for the 'Coincide con' explanation. */
export interface Concept {
  /** As the user wrote it (folded): 'impuestos', '"seguridad social"'. */
  label: string;
  /** 'thesaurus': expanded; 'word': matched as written and stemmed; 'phrase': quoted. */
  origin: 'thesaurus' | 'word' | 'phrase';
  /** What else it matches: the thesaurus entry's terms, equivalents and headings. */
  expansions: string[];
  /** Text of a tsquery over `publications.search`: the items in which this concept is found. */
  tsquery: string;
}

/** One way an item can satisfy a group: a tsquery and the score it gives. */
export interface Signal {
  tsquery: string;
  weight: number;
  /** Lexemes of which every item the tsquery matches holds at least one. */
  anchors: string[];
}

export interface CompiledPrompt {
  prompt: string;
  /** Version of the thesaurus it was compiled with. */
  thesaurusVersion: string;
  /**
   * Text of a tsquery over `publications.search` (use as `${tsquery}::tsquery`): the items that
   * can match at all, those holding every name and some topic. Empty when the prompt asks for
   * nothing.
   */
  tsquery: string;
  /**
   * Lexemes of which every item the tsquery matches holds at least one (those of its name group
   * with the fewest, else of all its topics): matching tries a prompt only on the items holding
   * one. Empty when the prompt asks for nothing.
   */
  anchors: string[];
  /**
   * Per AND-group, a tsquery of its anchors: an item without any cannot satisfy the group, which
   * is cheaper to know than trying its signals.
   */
  gates: string[];
  /**
   * Per AND-group: all its terms are names (`isNameTerm`). Every name group must be found; topic
   * groups count by their weighted share (`ranking.ts`).
   */
  groupNames: boolean[];
  /** Per term the prompt excludes (-word), a tsquery of the items it is found in. */
  exclusions: string[];
  /** What the prompt asks for, in order; excluded terms are not concepts. */
  concepts: Concept[];
  /** Per AND-group, the signals of its alternatives: the group scores its best signal. */
  groups: Signal[][];
  /**
   * Per concept, in order, its AND-group, its signals (the group scores its best term) and the
   * words its weight is read from (`weightWords`).
   */
  terms: { group: number; signals: Signal[]; weightWords: string[] }[];
  /** Personnel items (section II) weigh `PERSONNEL_PENALTY` times as much: a topic prompt. */
  penalisePersonnel: boolean;
}

/** Exact words weigh more than the thesaurus's equivalents, which weigh more than stems. */
export const ORIGIN_WEIGHTS = { exact: 1, expanded: 0.9, stemmed: 0.8 } as const;
/**
 * Fields, as migration 0009 weighs them: A running text of the title, B heading, C names inside
 * the title, D department, section and territory.
 */
export const FIELD_WEIGHTS = { A: 1, B: 0.9, C: 1, D: 0.8 } as const;
/** What a section the thesaurus names is worth ('Oposiciones y concursos' for oposiciones). */
export const SECTION_WEIGHT = 0.9;
/** Personnel items (calls, appointments) for a prompt about a topic: rule 3 of the labels. */
export const PERSONNEL_PENALTY = 0.4;
/** The section II of every bulletin: 'Autoridades y personal'. */
export const PERSONNEL_SECTION = "'§autoridades' & '§personal'";
/** The BOE's section IV, 'Administración de Justicia': courts' edicts, headed with their seat. */
export const JUSTICE_SECTION = "'§administracion' & '§justicia'";

type Field = keyof typeof FIELD_WEIGHTS;

function lexeme(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

function anyOf(lexemes: readonly string[], field: string): string {
  const parts = [...new Set(lexemes)].map((text) => `${lexeme(text)}${field}`);
  return parts.length === 1 ? (parts[0] as string) : `(${parts.join(' | ')})`;
}

/** The words of a phrase, one after the other, each in singular or plural. */
function phrase(words: readonly string[], field: string, mark = '='): string {
  return words
    .map((word) =>
      anyOf(
        (STOP_WORDS.has(word) ? [word] : inflections(word)).map((form) => mark + form),
        field,
      ),
    )
    .join(' <-> ');
}

/**
 * The lexemes of which a match of `phrase(words, …, mark)` holds one: the forms of its longest
 * word that says something (the rarest, likely).
 */
function longestWord(words: readonly string[]): string | undefined {
  return words.slice().sort((one, other) => other.length - one.length)[0];
}

function phraseAnchors(words: readonly string[], mark = '='): string[] {
  const telling = tellingWords(words);
  const longest = longestWord(telling.length > 0 ? telling : words);
  if (longest === undefined) return [];
  return (STOP_WORDS.has(longest) ? [longest] : inflections(longest)).map((form) => mark + form);
}

/** One signal per tsquery, the strongest. */
function distinct(signals: readonly Signal[]): Signal[] {
  const best = new Map<string, Signal>();
  for (const signal of signals) {
    const known = best.get(signal.tsquery);
    if (!known || signal.weight > known.weight) best.set(signal.tsquery, signal);
  }
  return [...best.values()];
}

interface Form {
  /** Folded words: one word, or a phrase. */
  words: string[];
  origin: 'exact' | 'expanded';
  /** Found among the names of a title (C) too. */
  names: boolean;
  /** Found in department, section and territory (D) too: places, bodies, posts. */
  departments: boolean;
  /** Found in the heading only. */
  headingOnly?: boolean;
  /** A court's seat: its words anywhere in the title or heading of a court's edict. */
  courtSeat?: boolean;
}

/**
 * Shorter stems say too little: 'seguros' and 'seguridad' are both 'segur', 'nóminas' and
 * 'nominativa' 'nomin', 'urbanismo' and 'residuos urbanos' 'urban'.
 */
const MIN_STEM_LENGTH = 6;
/**
 * Longer stems that words of other meanings share, found in the bulletins: 'cooperativas' and
 * 'cooperación', 'emergentes' and 'emergencias', 'licencia' and 'licenciada', 'nacionalidad' and
 * 'nacional', 'vulnerables' and 'vulneración'. A word with one is matched by its forms.
 */
const SHARED_STEMS: ReadonlySet<string> = new Set([
  'autonom',
  'cooper',
  'emergent',
  'fabric',
  'funcion',
  'licenci',
  'nacional',
  'reserv',
  'restaur',
  'vulner',
]);

function tellingStems(stems: readonly string[]): string[] {
  return stems.filter((stem) => stem.length >= MIN_STEM_LENGTH && !SHARED_STEMS.has(stem));
}

/** The signals of one form of a concept. */
function formSignals(form: Form, stems: Stems): Signal[] {
  const base = ORIGIN_WEIGHTS[form.origin];
  if (form.courtSeat) {
    const words = tellingWords(form.words);
    const longest = longestWord(words);
    return [
      {
        tsquery: [...words.map((word) => anyOf([`=${word}`], ':ABC')), JUSTICE_SECTION].join(' & '),
        weight: base * FIELD_WEIGHTS.A,
        anchors: longest === undefined ? [] : [`=${longest}`],
      },
    ];
  }
  // In a title, a name may hold lower-case words ('Violencia de Género'): A and C together.
  const fields: (Field | 'AC')[] = form.headingOnly
    ? ['B']
    : [form.names ? 'AC' : 'A', 'B', ...(form.departments ? (['D'] as const) : [])];
  const anchors = phraseAnchors(form.words);
  const signals: Signal[] = fields.map((field) => ({
    tsquery: phrase(form.words, `:${field}`),
    weight: base * (field === 'AC' ? FIELD_WEIGHTS.A : FIELD_WEIGHTS[field]),
    anchors,
  }));
  const [word] = form.words;
  const wordStems = tellingStems(
    (form.words.length === 1 && word !== undefined ? stems.get(word) : undefined) ?? [],
  );
  if (wordStems.length > 0 && !form.headingOnly) {
    for (const field of ['A', 'B'] as const) {
      signals.push({
        tsquery: anyOf(wordStems, `:${field}`),
        weight: base * ORIGIN_WEIGHTS.stemmed * FIELD_WEIGHTS[field],
        anchors: wordStems,
      });
    }
  }
  return signals;
}

function isName(text: string): boolean {
  return /^\p{Lu}/u.test(text.trim());
}

function entryForms(entry: ThesaurusEntry, typed: string): Form[] {
  const names = entry.kind === 'name';
  const typedWords = typed.split(' ');
  const expanded = (text: string): Form => ({
    words: foldedWords(text),
    origin: 'expanded',
    names: names || isName(text),
    departments: names || isName(text),
  });
  return [
    // The user's own words; several of them make a phrase, found among names too.
    {
      words: typedWords,
      origin: 'exact',
      names: names || typedWords.length > 1,
      departments: names,
    },
    ...entry.terms.map(expanded),
    ...(entry.equivalents ?? []).map(expanded),
    ...(entry.headings ?? []).map((heading): Form => ({
      words: foldedWords(heading),
      origin: 'expanded',
      names: false,
      departments: false,
      headingOnly: true,
    })),
    ...(entry.courtSeats ?? []).map((seat): Form => ({
      words: foldedWords(seat),
      origin: 'expanded',
      names: true,
      departments: false,
      courtSeat: true,
    })),
  ];
}

function termForms(term: Term): Form[] {
  switch (term.type) {
    case 'entry':
      return entryForms(term.entry, term.typed);
    case 'word': {
      const name = term.word.capitalised;
      const word: Form = {
        words: [term.word.folded],
        origin: 'exact',
        names: name,
        departments: name,
      };
      // A word the thesaurus does not know may be a name typed in lower case ('vigo'): found
      // among the names of a title as well, as written.
      return name ? [word] : [word, { ...word, names: true }];
    }
    case 'phrase':
      return [{ words: term.words, origin: 'exact', names: true, departments: false }];
  }
}

function termSignals(term: Term, stems: Stems): Signal[] {
  const forms = termForms(term);
  // Names are not stemmed: 'Granada' is not 'Gran Canaria', 'Embajada' is not 'Embajador'.
  const unstemmed = term.type === 'entry' && term.entry.unstemmed === true;
  const signalsOf = (chosen: Form[]) =>
    chosen.flatMap((form) => formSignals(form, form.names || unstemmed ? new Map() : stems));
  if (term.type !== 'entry') return distinct(signalsOf(forms));
  // An exception is a sense of the words where they are written: the title's 'libre designación'
  // does not undo the heading 'Destinos' it sits under, but a heading that says it does.
  const exceptIn = (field: string) =>
    (term.entry.except ?? []).map((text) => `!(${phrase(foldedWords(text), field)})`);
  const excepting = (signals: Signal[], except: string[]) =>
    except.length === 0
      ? signals
      : signals.map((signal) => ({
          ...signal,
          tsquery: `(${signal.tsquery}) & ${except.join(' & ')}`,
        }));
  const inText = excepting(
    signalsOf(forms.filter((form) => !form.headingOnly && !form.courtSeat)),
    exceptIn(''),
  );
  const classified = [
    ...excepting(signalsOf(forms.filter((form) => form.headingOnly)), exceptIn(':B')),
    ...signalsOf(forms.filter((form) => form.courtSeat)),
  ];
  const inSection = term.entry.inSection;
  if (inSection) {
    const section = phrase(foldedWords(inSection.section), '', '§');
    inText.push(
      ...excepting(
        inSection.equivalents.map((text) => {
          const words = foldedWords(text);
          return {
            tsquery: `(${phrase(words, ':AC')}) & ${section}`,
            weight: ORIGIN_WEIGHTS.expanded * FIELD_WEIGHTS.A,
            anchors: phraseAnchors(words),
          };
        }),
        exceptIn(''),
      ),
    );
  }
  for (const section of term.entry.sections ?? []) {
    const words = foldedWords(section);
    classified.push({
      tsquery: phrase(words, '', '§'),
      weight: SECTION_WEIGHT,
      anchors: phraseAnchors(words, '§'),
    });
  }
  return distinct([...inText, ...classified]);
}

/**
 * Signals of the terms already compiled with a stems map and a thesaurus: prompts compiled
 * together share their terms ('oposiciones' is in thousands of them).
 */
const termSignalCache = new WeakMap<Stems, WeakMap<Thesaurus, Map<string, Signal[]>>>();

function cachedTermSignals(term: Term, thesaurus: Thesaurus, stems: Stems): Signal[] {
  let byThesaurus = termSignalCache.get(stems);
  if (!byThesaurus) termSignalCache.set(stems, (byThesaurus = new WeakMap()));
  let terms = byThesaurus.get(thesaurus);
  if (!terms) byThesaurus.set(thesaurus, (terms = new Map()));
  // The same words read as a kind of act beside a subject, and as their plain sense alone.
  const key = `${termKey(term)}${saysAct(term, thesaurus) ? ' act' : ''}`;
  let signals = terms.get(key);
  if (!signals) terms.set(key, (signals = termSignals(term, stems)));
  return signals;
}

/** Any of the signals: the items in which they are found. */
function anySignal(signals: readonly Signal[]): string {
  return `(${signals.map((signal) => signal.tsquery).join(' | ')})`;
}

function concept(term: Term, signals: readonly Signal[]): Concept {
  const found = { label: term.typed, tsquery: anySignal(signals) };
  switch (term.type) {
    case 'entry':
      return {
        ...found,
        origin: 'thesaurus',
        expansions: [
          ...term.entry.terms,
          ...(term.entry.equivalents ?? []),
          ...(term.entry.headings ?? []),
          ...(term.entry.courtSeats ?? []),
          ...(term.entry.inSection?.equivalents ?? []),
        ].filter((text, at, all) => all.indexOf(text) === at && fold(text) !== term.typed),
      };
    case 'word':
      return { ...found, origin: 'word', expansions: [] };
    case 'phrase':
      return { ...found, origin: 'phrase', expansions: [] };
  }
}

/**
 * A place, a body or a post, or a word typed with a capital: what the user names narrows what
 * they ask for rather than adding a topic to it ('oposiciones Galicia' is oposiciones in Galicia).
 */
function isNameTerm(term: Term): boolean {
  if (term.type === 'entry') return term.entry.kind === 'name';
  return term.type === 'word' && term.word.capitalised;
}

/** The words of a term as the user typed them: those that say something, else all. */
function typedWordsOf(term: Term): string[] {
  const words =
    term.type === 'word'
      ? [term.word.folded]
      : term.type === 'phrase'
        ? term.words
        : foldedWords(term.typed);
  const telling = tellingWords(words);
  return telling.length > 0 ? telling : words;
}

/**
 * What a term weighs by: each word the user typed for it, as the exact lexemes of its forms
 * joined by spaces ('=obra =obras'). The fewer publications hold a word, the more it says; a
 * phrase says as much as its rarest word.
 */
export function weightWords(term: Term): string[] {
  return typedWordsOf(term).map((word) =>
    inflections(word)
      .map((form) => `=${form}`)
      .join(' '),
  );
}

/** Single words whose stems a prompt's compilation uses: pass their stems to `compilePrompt`. */
export function wordsToStem(prompt: string, thesaurus: Thesaurus): string[] {
  const { groups, excluded } = parsePrompt(prompt, thesaurus);
  const words = new Set<string>();
  for (const term of [...groups.flat(), ...excluded]) {
    if (term.type === 'entry' && term.entry.unstemmed) continue;
    for (const form of termForms(term)) {
      const [word] = form.words;
      if (form.words.length === 1 && word !== undefined && !form.names && !form.headingOnly) {
        words.add(word);
      }
    }
  }
  return [...words];
}

function excludedQuery(term: Term, stems: Stems): string {
  if (term.type === 'phrase') return phrase(term.words, '');
  if (term.type !== 'word') return '';
  const lexemes = [
    ...inflections(term.word.folded).map((form) => `=${form}`),
    ...tellingStems(stems.get(term.word.folded) ?? []),
  ];
  return anyOf(lexemes, '');
}

/**
 * A body's remit: where a prompt asks for a kind of act on a subject ('obras del tren') and an
 * item shows the act, the subject counts in the names of its title and its department too, at a
 * department's weight ('Administrador de Infraestructuras Ferroviarias' announcing a 'Proyecto de
 * construcción'). Without the act, a name is not a topic.
 */
function withRemits(
  groups: readonly Term[][],
  signalsOf: Map<Term, Signal[]>,
  thesaurus: Thesaurus,
): void {
  const acts = groups.map((group) => group.some((term) => saysAct(term, thesaurus)));
  const actQueries = groups.flatMap((group, index) =>
    acts[index] ? [anySignal(group.flatMap((term) => signalsOf.get(term) ?? []))] : [],
  );
  if (actQueries.length === 0) return;
  const act = actQueries.join(' & ');
  for (const [index, group] of groups.entries()) {
    if (acts[index] || group.every(isNameTerm)) continue;
    for (const term of group) {
      const remits = termForms(term)
        .filter((form) => !form.departments && !form.headingOnly && !form.courtSeat)
        .map((form) => ({
          tsquery: `(${phrase(form.words, ':CD')}) & ${act}`,
          weight: ORIGIN_WEIGHTS[form.origin] * FIELD_WEIGHTS.D,
          anchors: phraseAnchors(form.words),
        }));
      signalsOf.set(term, distinct([...(signalsOf.get(term) ?? []), ...remits]));
    }
  }
}

/**
 * A prompt as concepts joined by AND, each expanded through the thesaurus, compiled to a tsquery
 * that selects the items that can match and to the signals that score them (`scoreSql`).
 */
export function compilePrompt(
  prompt: string,
  thesaurus: Thesaurus,
  stems: Stems = new Map(),
): CompiledPrompt {
  const { groups, excluded } = parsePrompt(prompt, thesaurus);
  const terms = groups.flat();
  const signalsOf = new Map(terms.map((term) => [term, cachedTermSignals(term, thesaurus, stems)]));
  withRemits(groups, signalsOf, thesaurus);
  const signalGroups = groups.map((group) => group.flatMap((term) => signalsOf.get(term) ?? []));
  const alternatives = signalGroups.map(anySignal);
  const groupAnchors = signalGroups.map((signals) => [
    ...new Set(signals.flatMap((signal) => signal.anchors)),
  ]);
  const names = groups.map((group) => group.every(isNameTerm));
  // Every name must be found, and at least one topic: an item holds an anchor of each name
  // group, the fewest are the cheapest; else one of any topic group's.
  const nameAnchors = groupAnchors.filter((_, group) => names[group]);
  const topicAnchors = groupAnchors.filter((_, group) => !names[group]);
  const anchors =
    nameAnchors.length > 0
      ? nameAnchors.reduce((fewest, group) => (fewest.length <= group.length ? fewest : group))
      : [...new Set(topicAnchors.flat())];
  const nameQueries = alternatives.filter((_, group) => names[group]);
  const topicQueries = alternatives.filter((_, group) => !names[group]);
  const exclusions = excluded
    .map((term) => excludedQuery(term, stems))
    .filter((query) => query !== '');
  const personnel = terms.some((term) => term.type === 'entry' && term.entry.personnel);
  // A "quoted phrase" says exactly what is wanted: found in a call or an appointment, it counts.
  const topic = terms.some(
    (term) =>
      (term.type === 'entry' && term.entry.kind !== 'name') ||
      (term.type === 'word' && !term.word.capitalised),
  );
  return {
    prompt,
    thesaurusVersion: thesaurus.version,
    tsquery:
      alternatives.length === 0
        ? ''
        : [
            ...nameQueries,
            ...(topicQueries.length === 1 ? topicQueries : []),
            ...(topicQueries.length > 1 ? [`(${topicQueries.join(' | ')})`] : []),
            ...exclusions.map((query) => `!(${query})`),
          ].join(' & '),
    anchors,
    gates: groupAnchors.map((lexemes) => anyOf(lexemes, '')),
    groupNames: names,
    exclusions: alternatives.length === 0 ? [] : exclusions,
    concepts: terms.map((term) => concept(term, signalsOf.get(term) ?? [])),
    groups: signalGroups,
    terms: groups.flatMap((group, index) =>
      group.map((term) => ({
        group: index,
        signals: signalsOf.get(term) ?? [],
        weightWords: weightWords(term),
      })),
    ),
    penalisePersonnel: topic && !personnel,
  };
}
