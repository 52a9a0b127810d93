import { HStack, Stack, Text } from '@chakra-ui/react';
import type { Subscription } from '@vigia/shared/contracts';
import { SubscriptionLogo } from '../../components/logo/SubscriptionLogo';
import { DetailCard } from './DetailCard';
import { PromptEditor, type PromptEditorProps } from './PromptEditor';
import { subscriptionDetailMessages } from '../../i18n/subscription-detail';

const t = subscriptionDetailMessages.detail;

export interface BasicInfoCardProps extends PromptEditorProps {
  subscription: Subscription;
}

/** Logo (or the type's default), type, description and the editable prompts (spec §2). */
export function BasicInfoCard({ subscription, prompts, onChange }: BasicInfoCardProps) {
  return (
    <DetailCard title={t.basicInfo} testId="subscription-basic-info">
      <HStack gap="4" align="center">
        <SubscriptionLogo
          logoUrl={subscription.logo}
          typeId={subscription.typeId}
          name={subscription.typeName}
        />
        <Stack gap="1" minWidth="0">
          <Text fontSize="sm" color="fg.muted">
            {t.type}: {subscription.typeName}
          </Text>
          <Text>{subscription.description || t.noDescription}</Text>
        </Stack>
      </HStack>
      <PromptEditor prompts={prompts} onChange={onChange} />
    </DetailCard>
  );
}
