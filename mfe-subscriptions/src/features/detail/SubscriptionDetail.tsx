import { Grid, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@vigia/shared/api';
import { SaveBar } from '@vigia/shared/ui';
import type { Subscription } from '@vigia/shared/contracts';
import { ProcessingStatusPanel } from '../status/ProcessingStatusPanel';
import { useProcessingStatus } from '../../api';
import { BasicInfoCard } from './BasicInfoCard';
import { DetailHeader } from './DetailHeader';
import { NotificationSettingsCard } from './NotificationSettingsCard';
import { FiltersCard, MetadataCard, StatisticsCard, StatusCard } from './SummaryCards';
import { useDeleteFromDetail } from './useDeleteFromDetail';
import { useDetailDraft } from './useDetailDraft';
import { useProcessNow } from './useProcessNow';
import { DeleteSubscriptionDialog } from '../../components/DeleteSubscriptionDialog';
import { subscriptionDetailMessages } from '../../i18n/subscription-detail';

/** The loaded subscription: every card of spec §2 'Subscription detail'. */
export function SubscriptionDetail({ subscription }: { subscription: Subscription }) {
  const client = useQueryClient();
  const draft = useDetailDraft(subscription);
  const polling = useProcessingStatus(subscription.id, {
    // A finished run changes 'last processing' and may bring notifications (list, badge, stats).
    onComplete: () => {
      void client.invalidateQueries({ queryKey: queryKeys.subscriptions() });
      void client.invalidateQueries({ queryKey: queryKeys.notifications() });
    },
  });
  const processNow = useProcessNow(subscription.id, polling);
  const deletion = useDeleteFromDetail(subscription.id);

  return (
    <Stack gap="6">
      <DetailHeader
        subscription={subscription}
        processState={processNow.state}
        onProcess={processNow.process}
        onDelete={deletion.ask}
      />
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
        <Stack gap="6">
          <BasicInfoCard
            subscription={subscription}
            prompts={draft.prompts}
            onChange={draft.setPrompts}
          />
          <NotificationSettingsCard
            frequency={draft.frequency}
            onFrequencyChange={draft.setFrequency}
            method={subscription.notificationMethod}
          />
          <FiltersCard filters={subscription.filters} />
        </Stack>
        <Stack gap="6">
          <StatusCard active={subscription.active} />
          <ProcessingStatusPanel polling={polling} />
          <StatisticsCard subscription={subscription} />
          <MetadataCard subscription={subscription} />
        </Stack>
      </Grid>
      <SaveBar
        messages={subscriptionDetailMessages.saveBar}
        dirty={draft.dirty}
        saveState={draft.saveState}
        onSave={() => void draft.save()}
      />
      <DeleteSubscriptionDialog
        open={deletion.confirming}
        onClose={deletion.close}
        onConfirm={deletion.confirm}
      />
    </Stack>
  );
}
