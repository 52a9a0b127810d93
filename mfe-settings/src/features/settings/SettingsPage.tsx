import { Alert, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { isApiError, useProfile } from '@vigia/shared/api';
import { useAuth } from '@vigia/shared/auth';
import type { Profile } from '@vigia/shared/contracts';
import { SaveBar } from '@vigia/shared/ui';
import { NotificationSettingsSection } from '../notifications/NotificationSettingsSection';
import { PreferencesSection } from '../preferences/PreferencesSection';
import { ProfileSection } from '../profile/ProfileSection';
import { SecuritySection } from '../security/SecuritySection';
import { emptyProfile } from './empty-profile';
import { useSettingsDraft } from './useSettingsDraft';
import { settingsMessages as t } from '../../i18n/settings';

function SettingsForm({ profile }: { profile: Profile }) {
  const draft = useSettingsDraft(profile);
  return (
    <Stack gap="6">
      <ProfileSection
        profile={profile}
        fields={draft.fields}
        errors={draft.errors}
        onChange={draft.setField}
      />
      <NotificationSettingsSection
        settings={draft.settings}
        errors={draft.errors}
        instantAvailable={profile.instantNotificationsAvailable}
        customAddress={{
          saved: profile.notificationSettings.notificationEmail,
          verified: profile.notificationEmailVerified,
          accountEmail: profile.email,
        }}
        onChange={draft.setSetting}
      />
      <PreferencesSection profile={profile} />
      <SecuritySection />
      <SaveBar
        messages={t.saveBar}
        dirty={draft.dirty}
        saveState={draft.saveState}
        onSave={() => void draft.save()}
      />
    </Stack>
  );
}

function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t.retry}
      </Button>
    </Alert.Root>
  );
}

/** The api answered, but not with a profile (spec §8: 'Profile data not found'). */
function profileMissing(error: Error): boolean {
  return isApiError(error) && error.code === 'INVALID_RESPONSE';
}

/** /settings ('Ajustes'): profile, notifications, preferences and security, one save bar. */
export function SettingsPage() {
  const { user } = useAuth();
  const { data: profile, error, isPending, refetch } = useProfile();
  const failed = !profile && error;

  return (
    <Stack gap="6" maxWidth="4xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t.title}
        </Heading>
        <Text color="fg.muted">{t.subtitle}</Text>
      </Stack>
      {failed ? (
        <LoadFailure
          message={profileMissing(error) ? t.profileNotFound : t.loadFailed}
          onRetry={() => void refetch()}
        />
      ) : null}
      {profile ? (
        <SettingsForm profile={profile} />
      ) : failed ? (
        <SettingsForm profile={emptyProfile(user?.id ?? '', user?.email ?? '')} />
      ) : isPending ? (
        <Stack gap="6" aria-busy="true" aria-label={t.loading}>
          <Skeleton height="64" borderRadius="l3" />
          <Skeleton height="48" borderRadius="l3" />
        </Stack>
      ) : null}
    </Stack>
  );
}
