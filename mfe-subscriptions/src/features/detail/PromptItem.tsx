import { Box, Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PencilIcon, TrashIcon } from '../../components/icons';
import { promptPreview } from '../../domain/prompts';
import { subscriptionDetailMessages } from '../../i18n/subscription-detail';

const t = subscriptionDetailMessages.prompts;

export interface PromptItemProps {
  prompt: string;
  position: number;
  onEdit: () => void;
  onRemove: () => void;
}

/** One prompt: cut at 100 characters with show more/less (spec §2), edit and remove. */
export function PromptItem({ prompt, position, onEdit, onRemove }: PromptItemProps) {
  const [expanded, setExpanded] = useState(false);
  const preview = promptPreview(prompt);
  return (
    <Box as="li" data-testid="prompt-item" borderWidth="1px" borderRadius="l2" padding="3">
      <HStack align="flex-start" gap="2">
        <Text flex="1" minWidth="0" whiteSpace="pre-wrap" wordBreak="break-word">
          {expanded ? prompt : preview.text}
        </Text>
        <IconButton size="sm" variant="ghost" aria-label={t.edit(position)} onClick={onEdit}>
          <PencilIcon />
        </IconButton>
        <IconButton
          size="sm"
          variant="ghost"
          colorPalette="red"
          aria-label={t.remove(position)}
          onClick={onRemove}
        >
          <TrashIcon />
        </IconButton>
      </HStack>
      {preview.isCut ? (
        <Button
          size="xs"
          variant="plain"
          paddingInline="0"
          colorPalette="brand"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t.showLess : t.showMore}
        </Button>
      ) : null}
    </Box>
  );
}
