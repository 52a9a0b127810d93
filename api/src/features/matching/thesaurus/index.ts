/**
 * A concept people write alerts about and the ways Spanish bulletins say it.
 *
 * Words and phrases are written as people and bulletins write them, accents included; matching
 * folds accents and case and takes singular and plural alike. An equivalent written with a capital
 * ('Guardia Civil', 'DANA') is a name and is also found among the names of a title; lower-case
 * ones are topics, which a name does not make ('Director General de Carreteras' is not about roads).
 */
export interface ThesaurusEntry {
  /** What people type for it; any one brings in the whole entry. The first one names it. */
  terms: readonly string[];
  /** What bulletins say for it; several words are matched as a phrase. Typing one does not expand. */
  equivalents?: readonly string[];
  /** Bulletin headings (epigraphs) that mean it, matched on the heading only ('Ceses'). */
  headings?: readonly string[];
  /** Bulletin sections that mean it, matched on the section only ('Oposiciones y concursos'). */
  sections?: readonly string[];
  /**
   * Words that mean it in a title of one section only: among appointments, a 'Real Decreto' is
   * the Council of Ministers naming or removing a senior official.
   */
  inSection?: { section: string; equivalents: readonly string[] };
  /**
   * Seats of the courts in a place ('Xinzo de Limia'): an edict of section IV (Administración de
   * Justicia) headed with the seat's words, in any order and without its articles ('ICOD VINOS').
   */
  courtSeats?: readonly string[];
  /**
   * Narrower concepts, by their first term, that this one takes in whole: their terms,
   * equivalents, headings and exceptions ('energía' takes in 'electricidad' and 'gas').
   */
  narrower?: readonly string[];
  /**
   * Matched by the forms of its words only, not their stems: the stem is another word's too
   * ('autónomos' and 'autonómico').
   */
  unstemmed?: boolean;
  /** Phrases in which a term or equivalent means something else ('agua caliente sanitaria'). */
  except?: readonly string[];
  /**
   * 'name': a place, a body or a post, found in names, departments and the territory of a
   * regional bulletin as well; 'topic' (default): found in running text and headings.
   */
  kind?: 'topic' | 'name';
  /** Calls, posts, appointments: personnel items belong to it, not to topic prompts. */
  personnel?: boolean;
}

export interface Thesaurus {
  /** Changes whenever an entry does: stored with what it explains. */
  version: string;
  entries: readonly ThesaurusEntry[];
  /**
   * Procedure words: kinds of act, read alongside an entry of the same term, if any, as one
   * concept (`parsePrompt`); see `es/procedures.ts`.
   */
  procedures?: readonly ThesaurusEntry[];
}

export { SPANISH_THESAURUS } from './es';
export { withNarrower } from './narrower';
