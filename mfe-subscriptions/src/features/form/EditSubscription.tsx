import { Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { subscriptionFrequencySchema, type Subscription } from '@vigia/shared/contracts';
import { toaster } from '@vigia/shared/ui';
import { errorText, useSubscription, useUpdateSubscription } from '../../api';
import { SubscriptionLoadFailure } from '../../components/load-failure/SubscriptionLoadFailure';
import { subscriptionPaths } from '../../paths';
import { BackLink } from './BackLink';
import { FormSkeleton } from './FormSkeleton';
import { SubscriptionForm, type SubmitOutcome } from './SubscriptionForm';
import { TypeHeader } from './TypeHeader';
import type { SubscriptionFormInitial, SubscriptionFormValues } from './useSubscriptionFormState';
import { deriveSubscriptionDescription, deriveSubscriptionName } from '../../domain/prompts';
import { subscriptionDetailMessages } from '../../i18n/subscription-detail';
import { subscriptionsMessages } from '../../i18n/subscriptions';

const t = subscriptionDetailMessages.form;

/**
 * The stored values; a name or description that is still the derived one keeps following the
 * prompts, one the user wrote stays.
 */
function initialValues(subscription: Subscription): SubscriptionFormInitial {
  const { typeName, prompts, name, description } = subscription;
  const frequency = subscriptionFrequencySchema.safeParse(subscription.frequency);
  return {
    prompts,
    frequency: frequency.success ? frequency.data : 'daily',
    name: name === deriveSubscriptionName(typeName, prompts) ? null : name,
    description:
      description === deriveSubscriptionDescription(typeName, prompts) ? null : description,
  };
}

/** /subscriptions/edit/:id: the create form, filled from the subscription (spec §2). */
export function EditSubscription({ id }: { id: string }) {
  const query = useSubscription(id);
  const { mutateAsync } = useUpdateSubscription();
  const navigate = useNavigate();
  const subscription = query.data;

  let content;
  if (query.isPending) {
    content = <FormSkeleton label={t.loadingSubscription} />;
  } else if (!subscription) {
    content = (
      <SubscriptionLoadFailure
        error={query.error ?? new Error()}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    const submit = async (changes: SubscriptionFormValues): Promise<SubmitOutcome> => {
      try {
        await mutateAsync({ id, changes });
      } catch (error) {
        const message = errorText(error, subscriptionsMessages.toasts.updateFailed);
        toaster.create({
          type: 'error',
          title: subscriptionsMessages.toasts.error,
          description: message,
        });
        return { ok: false, message };
      }
      toaster.create({ type: 'success', title: subscriptionDetailMessages.toasts.saved });
      navigate(subscriptionPaths.list);
      return { ok: true };
    };

    content = (
      <>
        <TypeHeader
          heading={t.editHeading}
          typeName={subscription.typeName}
          typeId={subscription.typeId}
          logoUrl={subscription.logo}
          description={subscription.name}
        />
        <SubscriptionForm
          key={subscription.id}
          initial={initialValues(subscription)}
          typeId={subscription.typeId}
          typeName={subscription.typeName}
          examples={[]}
          submitLabel={t.update}
          busyLabel={t.updating}
          onSubmit={submit}
        />
      </>
    );
  }

  return (
    <Stack gap="6" maxWidth="3xl">
      <BackLink to={subscriptionPaths.detail(id)} />
      {content}
    </Stack>
  );
}
