import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';

/** Spec §4, §9: 'Guardado' / 'Cambios guardados' stay 3 s. */
export const SAVED_MESSAGE_MS = 3_000;

export type SaveState = 'idle' | 'saving' | 'saved';

/** A save state whose 'saved' turns back to 'idle' after SAVED_MESSAGE_MS. */
export function useSaveState() {
  const [saveState, setSaveState] = useState<SaveState>('idle');
  useEffect(() => {
    if (saveState !== 'saved') return;
    const timer = setTimeout(() => setSaveState('idle'), SAVED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [saveState]);
  return [saveState, setSaveState] as const;
}

export interface SaveBarMessages {
  title: string;
  save: string;
  saving: string;
  saved: string;
  savedText: string;
  unsaved: string;
  clean: string;
}

export interface SaveBarProps {
  messages: SaveBarMessages;
  dirty: boolean;
  saveState: SaveState;
  onSave: () => void;
}

function buttonLabel(t: SaveBarMessages, dirty: boolean, saveState: SaveState): string {
  if (saveState === 'saving') return t.saving;
  if (saveState === 'saved' && !dirty) return t.saved;
  return t.save;
}

function statusText(t: SaveBarMessages, dirty: boolean, saveState: SaveState): string {
  if (saveState === 'saved' && !dirty) return t.savedText;
  return dirty ? t.unsaved : t.clean;
}

/** A sticky bar that saves a screen's held edits together ('Guardar Cambios', spec §2, §4). */
export function SaveBar({ messages: t, dirty, saveState, onSave }: SaveBarProps) {
  const headingId = useId();
  const showButton = dirty || saveState !== 'idle';
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      data-testid="save-bar"
      position="sticky"
      bottom="0"
      zIndex="docked"
      bg="bg.panel"
      borderWidth="1px"
      borderColor={dirty ? 'brand.solid' : 'border'}
      borderRadius="l3"
      boxShadow="md"
      paddingX="4"
      paddingY="3"
    >
      <HStack justify="space-between" gap="4" wrap="wrap">
        <Stack gap="0">
          <Heading as="h2" size="sm" id={headingId}>
            {t.title}
          </Heading>
          <Text role="status" fontSize="sm" color="fg.muted">
            {statusText(t, dirty, saveState)}
          </Text>
        </Stack>
        {showButton ? (
          <Button
            colorPalette="brand"
            onClick={onSave}
            disabled={!dirty || saveState === 'saving'}
            aria-busy={saveState === 'saving'}
          >
            {buttonLabel(t, dirty, saveState)}
          </Button>
        ) : null}
      </HStack>
    </Box>
  );
}
