import { Field, Input, NativeSelect, Stack, Switch } from '@chakra-ui/react';
import type { NotificationSettings } from '@vigia/shared/contracts';
import { WidgetCard } from '@vigia/shared/ui';
import type { SettingsErrors } from '../settings/useSettingsDraft';
import { settingsMessages } from '../../i18n/settings';
import { NotificationEmailStatus } from './NotificationEmailStatus';

const t = settingsMessages.notifications;

export interface NotificationSettingsSectionProps {
  settings: NotificationSettings;
  errors: SettingsErrors;
  /** Only accounts on the api's allowlist see the instant toggle (ARCHITECTURE.md). */
  instantAvailable: boolean;
  /** The stored custom address, whether it was verified, and the account's own address. */
  customAddress: { saved: string | null; verified: boolean; accountEmail: string };
  onChange: <K extends keyof NotificationSettings>(
    field: K,
    value: NotificationSettings[K],
  ) => void;
}

interface ToggleProps {
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

function Toggle({ label, hint, checked, disabled, onChange }: ToggleProps) {
  return (
    <Field.Root disabled={disabled}>
      <Switch.Root
        checked={checked}
        disabled={disabled}
        colorPalette="brand"
        onCheckedChange={(details) => onChange(details.checked)}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
    </Field.Root>
  );
}

/** How and when email reaches the user (spec §2 'Settings', §3 notification_settings). */
export function NotificationSettingsSection({
  settings,
  errors,
  instantAvailable,
  customAddress,
  onChange,
}: NotificationSettingsSectionProps) {
  const off = !settings.emailNotifications;
  return (
    <WidgetCard title={t.title}>
      <Stack gap="5">
        <Toggle
          label={t.emailNotifications}
          hint={t.emailNotificationsHint}
          checked={settings.emailNotifications}
          onChange={(checked) => onChange('emailNotifications', checked)}
        />
        <Toggle
          label={t.useCustomEmail}
          checked={settings.useCustomEmail}
          disabled={off}
          onChange={(checked) => onChange('useCustomEmail', checked)}
        />
        {settings.useCustomEmail ? (
          <Field.Root invalid={Boolean(errors.notificationEmail)} disabled={off} required>
            <Field.Label>{t.notificationEmail}</Field.Label>
            <Input
              name="notificationEmail"
              type="email"
              autoComplete="email"
              value={settings.notificationEmail ?? ''}
              onChange={(event) => onChange('notificationEmail', event.target.value)}
            />
            <Field.ErrorText>{errors.notificationEmail}</Field.ErrorText>
            {errors.notificationEmail ? null : (
              <NotificationEmailStatus draft={settings.notificationEmail} {...customAddress} />
            )}
          </Field.Root>
        ) : null}
        <Field.Root disabled={off}>
          <Field.Label>{t.emailFrequency}</Field.Label>
          <NativeSelect.Root disabled={off} maxWidth="xs">
            <NativeSelect.Field
              name="emailFrequency"
              value={settings.emailFrequency}
              onChange={(event) =>
                onChange(
                  'emailFrequency',
                  event.target.value as NotificationSettings['emailFrequency'],
                )
              }
            >
              <option value="daily">{t.frequencyDaily}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.digestTime)} disabled={off}>
          <Field.Label>{t.digestTime}</Field.Label>
          <Input
            name="digestTime"
            inputMode="numeric"
            placeholder="HH:MM"
            maxWidth="8rem"
            value={settings.digestTime}
            onChange={(event) => onChange('digestTime', event.target.value.trim())}
          />
          <Field.HelperText>{t.digestTimeHint}</Field.HelperText>
          <Field.ErrorText>{errors.digestTime}</Field.ErrorText>
        </Field.Root>
        {instantAvailable ? (
          <Toggle
            label={t.instantNotifications}
            hint={t.instantNotificationsHint}
            checked={settings.instantNotifications}
            disabled={off}
            onChange={(checked) => onChange('instantNotifications', checked)}
          />
        ) : null}
      </Stack>
    </WidgetCard>
  );
}
