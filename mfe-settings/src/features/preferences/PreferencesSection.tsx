import { DataList, Text } from '@chakra-ui/react';
import type { Profile } from '@vigia/shared/contracts';
import { WidgetCard } from '@vigia/shared/ui';
import { settingsMessages } from '../../i18n/settings';

const t = settingsMessages.preferences;

/** Preferences: shown, nothing configurable (spec §2). */
export function PreferencesSection({ profile }: { profile: Profile }) {
  return (
    <WidgetCard title={t.title}>
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>{t.theme}</DataList.ItemLabel>
          <DataList.ItemValue>{t.themes[profile.theme] ?? profile.theme}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t.language}</DataList.ItemLabel>
          <DataList.ItemValue>
            {t.languages[profile.language] ?? profile.language}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Text fontSize="sm" color="fg.muted">
        {t.fixed}
      </Text>
    </WidgetCard>
  );
}
