import {
  MAX_PROMPTS,
  SUBSCRIPTION_DESCRIPTION_MAX,
  SUBSCRIPTION_NAME_MAX,
  promptMessages,
  promptSizeProblem,
} from '@vigia/shared/contracts';
import { subscriptionDetailMessages } from '../i18n/subscription-detail';

// The prompt (search term) rules of spec §5 and §9, shared by the create form and the detail.

/** Over this, the edit dialog suggests splitting a prompt (spec §5, §9; not blocking). */
export const LONG_PROMPT_HINT_LENGTH = 500;

/** Prompts longer than this are shown cut, with show more/less (spec §2, §9). */
export const PROMPT_PREVIEW_LENGTH = 100;
const PREVIEW_ELLIPSIS = '...';

export type PromptCheck<T> =
  | { ok: true; value: T }
  /** `index`: the prompt the message is about, when it is about one. */
  | { ok: false; error: string; index?: number };

const derived = subscriptionDetailMessages.derived;

function promptKey(prompt: string): string {
  return prompt.trim().toLocaleLowerCase('es');
}

/** Same prompt as a person reads it: trimmed, ignoring case (the api compares the same way). */
export function isSamePrompt(a: string, b: string): boolean {
  return promptKey(a) === promptKey(b);
}

/**
 * The prompts of the create form as they are sent: each trimmed, blanks dropped. None left gives
 * 'Please enter at least one search term'; more than 3, or a repeated one, is refused too.
 */
export function cleanPromptsForCreate(prompts: readonly string[]): PromptCheck<string[]> {
  const kept: { prompt: string; index: number }[] = [];
  for (const [index, raw] of prompts.entries()) {
    const prompt = raw.trim();
    if (!prompt) continue;
    const problem = promptSizeProblem(prompt);
    if (problem) return { ok: false, error: problem, index };
    if (kept.some((earlier) => isSamePrompt(earlier.prompt, prompt))) {
      return { ok: false, error: promptMessages.duplicate, index };
    }
    kept.push({ prompt, index });
  }
  if (kept.length === 0) return { ok: false, error: promptMessages.noSearchTerm, index: 0 };
  if (kept.length > MAX_PROMPTS) {
    return { ok: false, error: promptMessages.max, index: kept[MAX_PROMPTS].index };
  }
  return { ok: true, value: kept.map(({ prompt }) => prompt) };
}

/** A prompt added in the detail: trimmed, not empty, not already there, at most 3 in all. */
export function validateNewPrompt(
  prompt: string,
  existing: readonly string[],
): PromptCheck<string> {
  const value = prompt.trim();
  if (!value) return { ok: false, error: promptMessages.empty };
  const problem = promptSizeProblem(value);
  if (problem) return { ok: false, error: problem };
  if (existing.some((other) => isSamePrompt(other, value))) {
    return { ok: false, error: promptMessages.duplicate };
  }
  if (existing.length >= MAX_PROMPTS) return { ok: false, error: promptMessages.max };
  return { ok: true, value };
}

/** The prompt at `index` changed in the edit dialog: trimmed, not empty, not another's twin. */
export function validateEditedPrompt(
  prompt: string,
  prompts: readonly string[],
  index: number,
): PromptCheck<string> {
  const value = prompt.trim();
  if (!value) return { ok: false, error: promptMessages.empty, index };
  const problem = promptSizeProblem(value);
  if (problem) return { ok: false, error: problem, index };
  const twin = prompts.some((other, position) => position !== index && isSamePrompt(other, value));
  if (twin) return { ok: false, error: promptMessages.duplicate, index };
  return { ok: true, value };
}

/** 'Guardar Cambios' in the detail: an empty list is refused (spec §5). */
export function validatePromptsForSave(prompts: readonly string[]): PromptCheck<string[]> {
  const value = prompts.map((prompt) => prompt.trim()).filter(Boolean);
  if (value.length === 0) {
    return { ok: false, error: subscriptionDetailMessages.promptRules.requiredOnSave };
  }
  if (value.length > MAX_PROMPTS) return { ok: false, error: promptMessages.max };
  return { ok: true, value };
}

/** Over 500 characters the edit dialog suggests splitting the prompt (not blocking). */
export function isLongPrompt(prompt: string): boolean {
  return prompt.trim().length > LONG_PROMPT_HINT_LENGTH;
}

/** The first 100 characters and '...' when the prompt is longer (spec §2), unless expanded. */
export function promptPreview(prompt: string): { text: string; isCut: boolean } {
  const characters = Array.from(prompt);
  if (characters.length <= PROMPT_PREVIEW_LENGTH) return { text: prompt, isCut: false };
  return {
    text: `${characters.slice(0, PROMPT_PREVIEW_LENGTH).join('').trimEnd()}${PREVIEW_ELLIPSIS}`,
    isCut: true,
  };
}

function collapseSpaces(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/**
 * `text` in at most `max` UTF-16 units (what the schema counts), cut after a whole word when one
 * ends in the second half, then '…'. A character is never split.
 */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const budget = max - derived.ellipsis.length;
  let head = '';
  for (const character of text) {
    if (head.length + character.length > budget) break;
    head += character;
  }
  const lastSpace = head.lastIndexOf(' ');
  if (lastSpace >= budget / 2) head = head.slice(0, lastSpace);
  const trimmed = head.replace(/[\s,;:]+$/u, '');
  return `${trimmed || head}${derived.ellipsis}`;
}

function typeLabel(typeName: string): string {
  return collapseSpaces(typeName) || derived.fallbackType;
}

function cleanPrompts(prompts: readonly string[]): string[] {
  return prompts.map(collapseSpaces).filter(Boolean);
}

/**
 * The name the creation schema requires (3 to 50 characters) from what the form shows:
 * 'BOE: <first prompt>', cut on a word. Valid for any type name and prompts.
 */
export function deriveSubscriptionName(typeName: string, prompts: readonly string[]): string {
  const label = typeLabel(typeName);
  const [first] = cleanPrompts(prompts);
  const name = first ? derived.name(label, first) : derived.nameWithoutPrompts(label);
  return cutAtWord(name, SUBSCRIPTION_NAME_MAX);
}

/** The description the schema requires (5 to 200): 'Avisos de BOE para: a, b, c', cut on a word. */
export function deriveSubscriptionDescription(
  typeName: string,
  prompts: readonly string[],
): string {
  const label = typeLabel(typeName);
  const terms = cleanPrompts(prompts);
  const description = terms.length
    ? derived.description(label, terms.join(derived.promptSeparator))
    : derived.nameWithoutPrompts(label);
  return cutAtWord(description, SUBSCRIPTION_DESCRIPTION_MAX);
}
