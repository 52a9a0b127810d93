import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { MAX_PROMPTS, PROMPT_MAX_LENGTH, promptMessages } from '@vigia/shared/contracts';
import { PlusIcon } from '../../components/icons';
import { validateNewPrompt } from '../../domain/prompts';
import { subscriptionDetailMessages } from '../../i18n/subscription-detail';

const t = subscriptionDetailMessages.prompts;

export interface AddPromptFieldProps {
  prompts: readonly string[];
  onAdd: (prompt: string) => void;
}

/** A new prompt: trimmed, not empty, not repeated, at most 3 (spec §5), with its length. */
export function AddPromptField({ prompts, onAdd }: AddPromptFieldProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const full = prompts.length >= MAX_PROMPTS;

  const add = () => {
    const checked = validateNewPrompt(value, prompts);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    onAdd(checked.value);
    setValue('');
    setError(null);
  };

  return (
    <Field.Root invalid={Boolean(error)} disabled={full}>
      <Field.Label>{t.newLabel}</Field.Label>
      <HStack width="full" gap="2">
        <Input
          value={value}
          maxLength={PROMPT_MAX_LENGTH}
          placeholder={t.newPlaceholder}
          autoComplete="off"
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <Button variant="outline" onClick={add} disabled={full}>
          <PlusIcon />
          {t.add}
        </Button>
      </HStack>
      <Field.HelperText>
        {full ? promptMessages.max : t.characterCount(value.length)}
      </Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
