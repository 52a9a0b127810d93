import { Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { subscriptionCreateRequestSchema } from '@vigia/shared/contracts';
import { toaster } from '@vigia/shared/ui';
import { errorText, useCreateSubscription, useSubscriptionType } from '../../api';
import { subscriptionPaths } from '../../paths';
import { BackLink } from './BackLink';
import { FormSkeleton } from './FormSkeleton';
import { SubscriptionForm, type SubmitOutcome } from './SubscriptionForm';
import { TypeHeader } from './TypeHeader';
import { TypeLoadFailure } from './TypeLoadFailure';
import type { SubscriptionFormInitial, SubscriptionFormValues } from './useSubscriptionFormState';
import { subscriptionDetailMessages } from '../../i18n/subscription-detail';

const t = subscriptionDetailMessages.form;

const EMPTY_FORM: SubscriptionFormInitial = {
  prompts: [''],
  frequency: 'daily',
  name: null,
  description: null,
};

/** /subscriptions/create/:typeId (spec §2 'Create subscription'). */
export function CreateSubscription({ typeId }: { typeId: string | undefined }) {
  const typeQuery = useSubscriptionType(typeId);
  const { mutateAsync } = useCreateSubscription();
  const navigate = useNavigate();
  const type = typeQuery.data;

  let content;
  if (typeId && typeQuery.isPending) {
    content = <FormSkeleton label={t.loadingType} />;
  } else if (typeId && !type) {
    content = (
      <TypeLoadFailure
        error={typeQuery.error}
        typeId={typeId}
        onRetry={() => void typeQuery.refetch()}
      />
    );
  } else {
    const typeName = type ? type.displayName || type.name : (typeId ?? '');

    const submit = async (values: SubscriptionFormValues): Promise<SubmitOutcome> => {
      const resolvedTypeId = type?.id ?? typeId;
      if (!resolvedTypeId) return { ok: false, message: t.missingType };
      const request = subscriptionCreateRequestSchema.safeParse({
        ...values,
        typeId: resolvedTypeId,
        active: true,
        metadata: {},
      });
      if (!request.success) {
        return { ok: false, message: request.error.issues[0]?.message ?? t.createFailed };
      }
      try {
        await mutateAsync(request.data);
      } catch (error) {
        const message = errorText(error, t.createFailed);
        toaster.create({ type: 'error', title: message });
        return { ok: false, message };
      }
      toaster.create({ type: 'success', title: t.created });
      navigate(subscriptionPaths.list);
      return { ok: true };
    };

    content = (
      <>
        <TypeHeader
          heading={t.createHeading}
          typeName={typeName}
          typeId={type?.id ?? typeId}
          logoUrl={type?.logoUrl}
          description={type?.description}
        />
        <SubscriptionForm
          initial={EMPTY_FORM}
          typeId={type?.id ?? typeId}
          typeName={typeName}
          examples={type?.metadata.defaultPrompts ?? []}
          submitLabel={t.create}
          busyLabel={t.creating}
          onSubmit={submit}
        />
      </>
    );
  }

  return (
    <Stack gap="6" maxWidth="3xl">
      <BackLink to={subscriptionPaths.types} />
      {content}
    </Stack>
  );
}
