import { Button, Field, Fieldset, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { MAX_PROMPTS, PROMPT_MAX_LENGTH, promptMessages } from '@vigia/shared/contracts';
import { PlusIcon, TrashIcon } from '../../components/icons';
import type { SubscriptionFormState } from './useSubscriptionFormState';
import { subscriptionDetailMessages } from '../../i18n/subscription-detail';

const t = subscriptionDetailMessages.form;

export interface PromptInputsProps {
  form: SubscriptionFormState;
  /** The type's default prompts, shown as examples. */
  examples: readonly string[];
  disabled: boolean;
}

/** The prompt inputs of the form (spec §2): the first required, at most 3, with a counter. */
export function PromptInputs({ form, examples, disabled }: PromptInputsProps) {
  const counterId = useId();
  const maxNoteId = useId();
  const { prompts, errors } = form;
  const full = prompts.length >= MAX_PROMPTS;

  return (
    <Fieldset.Root disabled={disabled}>
      <HStack justify="space-between" align="baseline">
        <Fieldset.Legend fontWeight="semibold">{t.promptsLegend}</Fieldset.Legend>
        <Text id={counterId} fontSize="sm" color="fg.muted" aria-live="polite">
          {t.counter(prompts.length, MAX_PROMPTS)}
        </Text>
      </HStack>
      <Fieldset.HelperText>{t.promptsHelp}</Fieldset.HelperText>
      <Fieldset.Content>
        <Stack gap="3">
          {prompts.map((prompt, index) => {
            const error = errors.prompts?.key === prompt.key ? errors.prompts.message : undefined;
            const example = examples[index];
            return (
              <Field.Root key={prompt.key} required={index === 0} invalid={Boolean(error)}>
                <Field.Label>
                  {t.promptLabel(index + 1)}
                  <Field.RequiredIndicator />
                </Field.Label>
                <HStack width="full" gap="2">
                  <Input
                    name={`prompt-${index + 1}`}
                    value={prompt.text}
                    maxLength={PROMPT_MAX_LENGTH}
                    placeholder={example ? t.examplePlaceholder(example) : t.promptPlaceholder}
                    autoComplete="off"
                    // Only the input the user has just added takes the focus.
                    autoFocus={form.addedKey === prompt.key}
                    onChange={(event) => form.changePrompt(prompt.key, event.target.value)}
                  />
                  {prompts.length > 1 ? (
                    <IconButton
                      variant="ghost"
                      colorPalette="red"
                      aria-label={t.removePrompt(index + 1)}
                      onClick={() => form.removePrompt(prompt.key)}
                    >
                      <TrashIcon />
                    </IconButton>
                  ) : null}
                </HStack>
                <Field.HelperText>
                  {subscriptionDetailMessages.prompts.characterCount(prompt.text.length)}
                </Field.HelperText>
                <Field.ErrorText>{error}</Field.ErrorText>
              </Field.Root>
            );
          })}
        </Stack>
        <Stack gap="1" align="flex-start">
          <Button
            variant="outline"
            size="sm"
            onClick={form.addPrompt}
            disabled={disabled || full}
            aria-describedby={full ? `${counterId} ${maxNoteId}` : counterId}
          >
            <PlusIcon />
            {t.addPrompt}
          </Button>
          {full ? (
            <Text id={maxNoteId} fontSize="sm" color="fg.muted">
              {promptMessages.max}
            </Text>
          ) : null}
        </Stack>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
