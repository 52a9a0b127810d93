import { Fieldset, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { subscriptionFrequencySchema, type SubscriptionFrequency } from '@vigia/shared/contracts';
import { subscriptionDetailMessages } from '../../i18n/subscription-detail';

const t = subscriptionDetailMessages.form;

const options: { value: SubscriptionFrequency; label: string; help: string }[] = [
  { value: 'daily', label: t.daily, help: t.dailyHelp },
  { value: 'immediate', label: t.immediate, help: t.immediateHelp },
];

export interface FrequencyFieldProps {
  value: SubscriptionFrequency;
  onChange: (frequency: SubscriptionFrequency) => void;
  disabled: boolean;
}

/** Daily (the default) or Immediate, each with what it means (spec §2). */
export function FrequencyField({ value, onChange, disabled }: FrequencyFieldProps) {
  const legendId = useId();
  const helpId = useId();
  return (
    <Fieldset.Root disabled={disabled}>
      <Fieldset.Legend id={legendId} fontWeight="semibold">
        {t.frequencyLegend}
      </Fieldset.Legend>
      <RadioGroup.Root
        value={value}
        onValueChange={({ value: next }) => {
          const parsed = subscriptionFrequencySchema.safeParse(next);
          if (parsed.success) onChange(parsed.data);
        }}
        aria-labelledby={legendId}
        colorPalette="brand"
        disabled={disabled}
      >
        <Stack gap="3">
          {options.map((option) => (
            <Stack key={option.value} gap="0">
              <RadioGroup.Item value={option.value}>
                <RadioGroup.ItemHiddenInput aria-describedby={`${helpId}-${option.value}`} />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText fontWeight="medium">{option.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
              <Text id={`${helpId}-${option.value}`} fontSize="sm" color="fg.muted" ps="7">
                {option.help}
              </Text>
            </Stack>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Fieldset.Root>
  );
}
