import { useState } from 'react';
import {
  MAX_PROMPTS,
  subscriptionUpdateRequestSchema,
  type SubscriptionFrequency,
} from '@vigia/shared/contracts';
import {
  cleanPromptsForCreate,
  deriveSubscriptionDescription,
  deriveSubscriptionName,
} from '../../domain/prompts';

export interface SubscriptionFormInitial {
  prompts: string[];
  frequency: SubscriptionFrequency;
  /** null: derived from the type and the prompts until the user writes one. */
  name: string | null;
  description: string | null;
}

/** What the form submits: prompts cleaned, name and description checked by the schema. */
export interface SubscriptionFormValues {
  prompts: string[];
  frequency: SubscriptionFrequency;
  name: string;
  description: string;
}

export interface PromptEntry {
  /** Stable across removals, for React keys and focus. */
  key: number;
  text: string;
}

export interface SubscriptionFormErrors {
  prompts?: { key: number; message: string };
  name?: string;
  description?: string;
}

let nextKey = 0;
function entry(text: string): PromptEntry {
  nextKey += 1;
  return { key: nextKey, text };
}

/** The create/edit form's values, the derived name and description, and the validation. */
export function useSubscriptionFormState(initial: SubscriptionFormInitial, typeName: string) {
  const [prompts, setPrompts] = useState<PromptEntry[]>(() =>
    (initial.prompts.length ? initial.prompts : ['']).map(entry),
  );
  const [frequency, setFrequency] = useState<SubscriptionFrequency>(initial.frequency);
  const [ownName, setOwnName] = useState<string | null>(initial.name);
  const [ownDescription, setOwnDescription] = useState<string | null>(initial.description);
  const [errors, setErrors] = useState<SubscriptionFormErrors>({});
  const [addedKey, setAddedKey] = useState<number | null>(null);

  const texts = prompts.map((prompt) => prompt.text);
  const name = ownName ?? deriveSubscriptionName(typeName, texts);
  const description = ownDescription ?? deriveSubscriptionDescription(typeName, texts);

  const changePrompt = (key: number, text: string) => {
    setPrompts((current) => current.map((item) => (item.key === key ? { ...item, text } : item)));
    setErrors(({ prompts: _cleared, ...rest }) => rest);
  };

  const addPrompt = () => {
    if (prompts.length >= MAX_PROMPTS) return;
    const added = entry('');
    setPrompts((current) => [...current, added]);
    setAddedKey(added.key);
  };

  const removePrompt = (key: number) => {
    setPrompts((current) =>
      current.length > 1 ? current.filter((item) => item.key !== key) : current,
    );
    setErrors(({ prompts: _cleared, ...rest }) => rest);
  };

  const changeName = (value: string) => {
    setOwnName(value);
    setErrors(({ name: _cleared, ...rest }) => rest);
  };

  const changeDescription = (value: string) => {
    setOwnDescription(value);
    setErrors(({ description: _cleared, ...rest }) => rest);
  };

  /** Checks everything; shows the messages and answers the values to send, or null. */
  const validate = (): SubscriptionFormValues | null => {
    const next: SubscriptionFormErrors = {};
    const cleaned = cleanPromptsForCreate(texts);
    if (!cleaned.ok) {
      next.prompts = { key: prompts[cleaned.index ?? 0].key, message: cleaned.error };
    }
    const checked = subscriptionUpdateRequestSchema.safeParse({ name, description });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        if (issue.path[0] === 'name') next.name ??= issue.message;
        if (issue.path[0] === 'description') next.description ??= issue.message;
      }
    }
    setErrors(next);
    if (!cleaned.ok || !checked.success) return null;
    return {
      prompts: cleaned.value,
      frequency,
      name: checked.data.name ?? name,
      description: checked.data.description ?? description,
    };
  };

  return {
    prompts,
    frequency,
    name,
    description,
    errors,
    addedKey,
    changePrompt,
    addPrompt,
    removePrompt,
    setFrequency,
    changeName,
    changeDescription,
    validate,
  };
}

export type SubscriptionFormState = ReturnType<typeof useSubscriptionFormState>;
