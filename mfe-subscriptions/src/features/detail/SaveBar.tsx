import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { subscriptionDetailMessages } from '@vigia/shared/i18n';
import type { SaveState } from './useDetailDraft';

const t = subscriptionDetailMessages.saveBar;

export interface SaveBarProps {
  dirty: boolean;
  saveState: SaveState;
  onSave: () => void;
}

function buttonLabel(dirty: boolean, saveState: SaveState): string {
  if (saveState === 'saving') return t.saving;
  if (saveState === 'saved' && !dirty) return t.saved;
  return t.save;
}

function statusText(dirty: boolean, saveState: SaveState): string {
  if (saveState === 'saved' && !dirty) return t.savedText;
  return dirty ? t.unsaved : t.clean;
}

/** 'Guardar todos los cambios': saves the prompt and frequency edits together (spec §2, §4). */
export function SaveBar({ dirty, saveState, onSave }: SaveBarProps) {
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
            {statusText(dirty, saveState)}
          </Text>
        </Stack>
        {showButton ? (
          <Button
            colorPalette="brand"
            onClick={onSave}
            disabled={!dirty || saveState === 'saving'}
            aria-busy={saveState === 'saving'}
          >
            {buttonLabel(dirty, saveState)}
          </Button>
        ) : null}
      </HStack>
    </Box>
  );
}
