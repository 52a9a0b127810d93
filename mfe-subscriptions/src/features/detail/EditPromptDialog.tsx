import { Button, CloseButton, Dialog, Field, Portal, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { PROMPT_MAX_LENGTH } from '@vigia/shared/contracts';
import { isLongPrompt, LONG_PROMPT_HINT_LENGTH, validateEditedPrompt } from '../../domain/prompts';
import { subscriptionDetailMessages } from '../../i18n/subscription-detail';

const t = subscriptionDetailMessages.editPrompt;

export interface EditPromptDialogProps {
  prompts: readonly string[];
  index: number;
  onSave: (prompt: string) => void;
  onClose: () => void;
}

/** Edits one prompt in a text area (spec §2); over 500 characters it suggests splitting it. */
export function EditPromptDialog({ prompts, index, onSave, onClose }: EditPromptDialogProps) {
  const [text, setText] = useState(prompts[index] ?? '');
  const [error, setError] = useState<string | null>(null);

  const save = () => {
    const checked = validateEditedPrompt(text, prompts, index);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    onSave(checked.value);
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root invalid={Boolean(error)}>
                <Field.Label>{t.label}</Field.Label>
                <Textarea
                  value={text}
                  rows={6}
                  maxLength={PROMPT_MAX_LENGTH}
                  autoFocus
                  onChange={(event) => {
                    setText(event.target.value);
                    setError(null);
                  }}
                />
                <Field.HelperText>
                  {subscriptionDetailMessages.prompts.characterCount(text.length)}
                </Field.HelperText>
                <Field.ErrorText>{error}</Field.ErrorText>
              </Field.Root>
              {isLongPrompt(text) ? (
                <Text mt="3" fontSize="sm" color="fg.warning" data-testid="long-prompt-hint">
                  {t.longHint(LONG_PROMPT_HINT_LENGTH)}
                </Text>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t.cancel}
              </Button>
              <Button colorPalette="brand" onClick={save}>
                {t.save}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
