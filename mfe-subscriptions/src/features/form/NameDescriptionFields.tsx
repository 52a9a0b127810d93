import { Box, Button, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { SubscriptionFormState } from './useSubscriptionFormState';
import { subscriptionDetailMessages } from '../../i18n/subscription-detail';

const t = subscriptionDetailMessages.form;

/**
 * The name and description the api requires, derived from the type and prompts; an optional,
 * collapsed part of the form (not from the spec), opened by itself when one of them is refused.
 */
export function NameDescriptionFields({
  form,
  disabled,
}: {
  form: SubscriptionFormState;
  disabled: boolean;
}) {
  const [opened, setOpened] = useState(false);
  const contentId = useId();
  const { errors } = form;
  const open = opened || Boolean(errors.name || errors.description);

  return (
    <Box>
      <Button
        variant="plain"
        paddingInline="0"
        colorPalette="brand"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpened(!open)}
      >
        {t.nameAndDescription}
      </Button>
      {open ? (
        <Stack id={contentId} gap="4" pt="2">
          <Text fontSize="sm" color="fg.muted">
            {t.nameAndDescriptionHelp}
          </Text>
          <Field.Root invalid={Boolean(errors.name)} disabled={disabled}>
            <Field.Label>{t.nameLabel}</Field.Label>
            <Input
              name="name"
              value={form.name}
              onChange={(event) => form.changeName(event.target.value)}
            />
            <Field.ErrorText>{errors.name}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.description)} disabled={disabled}>
            <Field.Label>{t.descriptionLabel}</Field.Label>
            <Textarea
              name="description"
              value={form.description}
              rows={3}
              onChange={(event) => form.changeDescription(event.target.value)}
            />
            <Field.ErrorText>{errors.description}</Field.ErrorText>
          </Field.Root>
        </Stack>
      ) : null}
    </Box>
  );
}
