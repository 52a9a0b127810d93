import { Alert, Button, Card, HStack, Separator } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { toaster } from '@vigia/shared/ui';
import { FrequencyField } from './FrequencyField';
import { MatchPreview } from './MatchPreview';
import { NameDescriptionFields } from './NameDescriptionFields';
import { PromptInputs } from './PromptInputs';
import {
  useSubscriptionFormState,
  type SubscriptionFormInitial,
  type SubscriptionFormValues,
} from './useSubscriptionFormState';
import { subscriptionDetailMessages } from '../../i18n/subscription-detail';

const t = subscriptionDetailMessages.form;

export type SubmitOutcome = { ok: true } | { ok: false; message: string };

export interface SubscriptionFormProps {
  initial: SubscriptionFormInitial;
  /** The subscription's type, whose recent publications the prompts are previewed against. */
  typeId: string | undefined;
  typeName: string;
  examples: readonly string[];
  submitLabel: string;
  busyLabel: string;
  /** Sends the values; a failure's message shows above the form (the values stay). */
  onSubmit: (values: SubscriptionFormValues) => Promise<SubmitOutcome>;
}

/** The create/edit form: prompts, frequency, and the optional name and description. */
export function SubscriptionForm({
  initial,
  typeId,
  typeName,
  examples,
  submitLabel,
  busyLabel,
  onSubmit,
}: SubscriptionFormProps) {
  const form = useSubscriptionFormState(initial, typeName);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const values = form.validate();
    if (!values) return;
    setBusy(true);
    const outcome = await onSubmit(values);
    if (!outcome.ok) {
      setFormError(outcome.message);
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={busy}>
      <Card.Root>
        <Card.Body gap="6">
          {formError ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{formError}</Alert.Title>
            </Alert.Root>
          ) : null}
          <PromptInputs form={form} examples={examples} disabled={busy} />
          <MatchPreview typeId={typeId} prompts={form.prompts.map((prompt) => prompt.text)} />
          <Separator />
          <FrequencyField value={form.frequency} onChange={form.setFrequency} disabled={busy} />
          <Separator />
          <NameDescriptionFields form={form} disabled={busy} />
        </Card.Body>
        <Card.Footer>
          <HStack justify="space-between" width="full" gap="3" wrap="wrap">
            <Button
              variant="outline"
              onClick={() => toaster.create({ type: 'info', title: t.enhanceSoon })}
            >
              {t.enhance}
            </Button>
            <Button type="submit" colorPalette="brand" disabled={busy}>
              {busy ? busyLabel : submitLabel}
            </Button>
          </HStack>
        </Card.Footer>
      </Card.Root>
    </form>
  );
}
