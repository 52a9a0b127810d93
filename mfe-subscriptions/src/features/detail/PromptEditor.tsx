import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AddPromptField } from './AddPromptField';
import { EditPromptDialog } from './EditPromptDialog';
import { PromptItem } from './PromptItem';
import { subscriptionDetailMessages } from '../../i18n/subscription-detail';

const t = subscriptionDetailMessages.prompts;

export interface PromptEditorProps {
  prompts: readonly string[];
  /** The changed list; held as an unsaved edit until 'Guardar Cambios'. */
  onChange: (prompts: string[]) => void;
}

/** The detail's prompt list: edit, remove and add (spec §2, §5). */
export function PromptEditor({ prompts, onChange }: PromptEditorProps) {
  const [editing, setEditing] = useState<number | null>(null);

  return (
    <Stack gap="3">
      <Text fontWeight="medium">{t.heading}</Text>
      {prompts.length > 0 ? (
        <Stack as="ol" gap="2" listStyleType="none" aria-label={t.heading}>
          {prompts.map((prompt, index) => (
            <PromptItem
              key={`${index}:${prompt}`}
              prompt={prompt}
              position={index + 1}
              onEdit={() => setEditing(index)}
              onRemove={() => onChange(prompts.filter((_, position) => position !== index))}
            />
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted">{t.none}</Text>
      )}
      <AddPromptField prompts={prompts} onAdd={(prompt) => onChange([...prompts, prompt])} />
      {editing !== null ? (
        <EditPromptDialog
          key={editing}
          prompts={prompts}
          index={editing}
          onClose={() => setEditing(null)}
          onSave={(prompt) => {
            onChange(prompts.map((other, position) => (position === editing ? prompt : other)));
            setEditing(null);
          }}
        />
      ) : null}
    </Stack>
  );
}
