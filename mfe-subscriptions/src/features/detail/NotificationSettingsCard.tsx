import { RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { subscriptionFrequencySchema, type SubscriptionFrequency } from '@vigia/shared/contracts';
import { DetailCard, Facts } from './DetailCard';
import { subscriptionDetailMessages } from '../../i18n/subscription-detail';

const t = subscriptionDetailMessages.detail;

const options: { value: SubscriptionFrequency; label: string }[] = [
  { value: 'immediate', label: t.immediate },
  { value: 'daily', label: t.daily },
];

export interface NotificationSettingsCardProps {
  frequency: string;
  onFrequencyChange: (frequency: SubscriptionFrequency) => void;
  method: string;
}

/** Frequency (held with the prompts until 'Guardar Cambios') and the notification method. */
export function NotificationSettingsCard({
  frequency,
  onFrequencyChange,
  method,
}: NotificationSettingsCardProps) {
  const labelId = useId();
  return (
    <DetailCard title={t.notificationSettings} testId="subscription-notification-settings">
      <RadioGroup.Root
        value={frequency}
        onValueChange={({ value }) => {
          const parsed = subscriptionFrequencySchema.safeParse(value);
          if (parsed.success) onFrequencyChange(parsed.data);
        }}
        aria-labelledby={labelId}
        colorPalette="brand"
      >
        <Stack gap="2">
          <Text id={labelId} fontWeight="medium">
            {t.frequency}
          </Text>
          <Stack direction="row" gap="6">
            {options.map((option) => (
              <RadioGroup.Item key={option.value} value={option.value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </Stack>
      </RadioGroup.Root>
      <Facts items={[[t.method, method]]} />
    </DetailCard>
  );
}
