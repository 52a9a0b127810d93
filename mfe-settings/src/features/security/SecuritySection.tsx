import { Separator } from '@chakra-ui/react';
import { settingsMessages } from '@vigia/shared/i18n';
import { WidgetCard } from '@vigia/shared/ui';
import { PasswordChangeForm } from './PasswordChangeForm';
import { SignOutEverywhere } from './SignOutEverywhere';

/** Password change and sign-out everywhere (spec §2 'Settings'). */
export function SecuritySection() {
  return (
    <WidgetCard title={settingsMessages.security.title}>
      <PasswordChangeForm />
      <Separator />
      <SignOutEverywhere />
    </WidgetCard>
  );
}
