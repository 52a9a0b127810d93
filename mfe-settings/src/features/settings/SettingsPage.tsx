import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { errorText, isApiError } from '@vigia/shared/api';
import { useProfile } from '@vigia/shared/query';
import type { Profile } from '@vigia/shared/contracts';
import { LoadError, SaveBar } from '@vigia/shared/ui';
import { NotificationSettingsSection } from '../notifications/NotificationSettingsSection';
import { PreferencesSection } from '../preferences/PreferencesSection';
import { ProfileSection } from '../profile/ProfileSection';
import { SecuritySection } from '../security/SecuritySection';
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

/** The api answered, but not with a profile (spec §8: 'Profile data not found'). */
function profileMissing(error: Error): boolean {
  return isApiError(error) && error.code === 'INVALID_RESPONSE';
}

/** /settings ('Ajustes'): profile, notifications, preferences and security, one save bar. */
export function SettingsPage() {
  const { data: profile, error, isPending, isFetching, refetch } = useProfile();
  const failed = !profile && error;

  return (
    <Stack gap="6" maxWidth="4xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t.title}
        </Heading>
        <Text color="fg.muted">{t.subtitle}</Text>
      </Stack>
      {profile ? (
        <SettingsForm profile={profile} />
      ) : failed ? (
        // Issue 25 overrides spec §8's empty profile: a failure is never shown as empty data.
        <>
          <LoadError
            title={profileMissing(error) ? t.profileNotFound : t.loadFailed}
            description={errorText(error, '') || undefined}
            onRetry={() => void refetch()}
            retrying={isFetching}
            retryLabel={t.retry}
          />
          <SecuritySection />
        </>
      ) : isPending ? (
        <Stack gap="6" role="status" aria-busy="true" aria-label={t.loading}>
          <Skeleton height="64" borderRadius="l3" />
          <Skeleton height="48" borderRadius="l3" />
        </Stack>
      ) : null}
    </Stack>
  );
}
