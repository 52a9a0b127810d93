import { Separator } from '@chakra-ui/react';
import { WidgetCard } from '@vigia/shared/ui';
import { PasswordChangeForm } from './PasswordChangeForm';
import { SignOutEverywhere } from './SignOutEverywhere';
import { settingsMessages } from '../../i18n/settings';

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
