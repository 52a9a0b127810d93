import { useState } from 'react';
import {
  subscriptionFrequencySchema,
  type Subscription,
  type SubscriptionFrequency,
  type SubscriptionUpdateRequest,
} from '@vigia/shared/contracts';
import { toaster, useSaveState } from '@vigia/shared/ui';
import { errorText, useUpdateSubscription } from '../../api';
import { validatePromptsForSave } from '../../domain/prompts';
import { subscriptionDetailMessages } from '../../i18n/subscription-detail';

const toasts = subscriptionDetailMessages.toasts;

interface DetailEdits {
  prompts?: string[];
  frequency?: SubscriptionFrequency;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/**
 * The detail's unsaved prompt and frequency edits (decisions 9): held until 'Guardar Cambios',
 * then sent together; kept when the save fails.
 */
export function useDetailDraft(subscription: Subscription) {
  const [edits, setEdits] = useState<DetailEdits>({});
  const [saveState, setSaveState] = useSaveState();
  const { mutateAsync } = useUpdateSubscription();

  const prompts = edits.prompts ?? subscription.prompts;
  const frequency = edits.frequency ?? subscription.frequency;
  const dirty = !sameList(prompts, subscription.prompts) || frequency !== subscription.frequency;

  const save = async () => {
    if (saveState === 'saving') return;
    const checked = validatePromptsForSave(prompts);
    if (!checked.ok) {
      toaster.create({ type: 'error', title: checked.error });
      return;
    }
    const changes: SubscriptionUpdateRequest = { prompts: checked.value };
    const validFrequency = subscriptionFrequencySchema.safeParse(frequency);
    if (validFrequency.success) changes.frequency = validFrequency.data;

    const sent = edits;
    setSaveState('saving');
    try {
      await mutateAsync({ id: subscription.id, changes });
    } catch (error) {
      setSaveState('idle');
      toaster.create({
        type: 'error',
        title: toasts.saveFailed,
        description: errorText(error, toasts.saveFailedFallback),
      });
      return;
    }
    // Edits made while saving stay unsaved.
    setEdits((current) => (current === sent ? {} : current));
    setSaveState('saved');
    toaster.create({ type: 'success', title: toasts.saved });
  };

  return {
    prompts,
    frequency,
    dirty,
    saveState,
    setPrompts: (next: string[]) => setEdits((current) => ({ ...current, prompts: next })),
    setFrequency: (next: SubscriptionFrequency) =>
      setEdits((current) => ({ ...current, frequency: next })),
    save,
  };
}
