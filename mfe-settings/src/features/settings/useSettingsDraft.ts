import { useState } from 'react';
import { errorText } from '@vigia/shared/api';
import { useUpdateProfile } from '@vigia/shared/query';
import type {
  NotificationSettings,
  NotificationSettingsUpdate,
  Profile,
  ProfileUpdateRequest,
} from '@vigia/shared/contracts';
import { SAVED_MESSAGE_MS, toaster, useSaveState } from '@vigia/shared/ui';
import {
  validateEmailSettings,
  validateProfileFields,
  type EmailSettingsFields,
  type ProfileFields,
} from '../../domain/settings-forms';
import { settingsMessages } from '../../i18n/settings';

const PROFILE_FIELDS = ['name', 'firstName', 'lastName', 'bio'] as const;
const SETTINGS_FIELDS = [
  'emailNotifications',
  'useCustomEmail',
  'notificationEmail',
  'emailFrequency',
  'instantNotifications',
  'digestTime',
] as const;

interface SettingsEdits {
  profile: Partial<ProfileFields>;
  settings: Partial<NotificationSettings>;
}

const NO_EDITS: SettingsEdits = { profile: {}, settings: {} };

export type SettingsErrors = Partial<
  Record<keyof ProfileFields | keyof EmailSettingsFields, string>
>;

/** Only what differs from the stored profile; nothing at all when nothing changed. */
function changesOf(profile: Profile, edits: SettingsEdits): ProfileUpdateRequest {
  const change: ProfileUpdateRequest = {};
  for (const field of PROFILE_FIELDS) {
    const value = edits.profile[field];
    if (value !== undefined && value !== profile[field]) change[field] = value;
  }
  const stored = profile.notificationSettings;
  const settings: Record<string, unknown> = {};
  for (const field of SETTINGS_FIELDS) {
    const value = edits.settings[field];
    if (value !== undefined && value !== stored[field]) settings[field] = value;
  }
  if (Object.keys(settings).length > 0) {
    change.notificationSettings = settings as NotificationSettingsUpdate;
  }
  return change;
}

/**
 * The settings screen's unsaved edits (spec §2 'Settings'): held until 'Guardar Cambios', then
 * sent together; on success cleared and the profile reloaded, on failure kept.
 */
export function useSettingsDraft(profile: Profile) {
  const [edits, setEdits] = useState<SettingsEdits>(NO_EDITS);
  const [saveState, setSaveState] = useSaveState();
  const { mutateAsync } = useUpdateProfile();

  const fields: ProfileFields = {
    name: edits.profile.name ?? profile.name,
    firstName: edits.profile.firstName ?? profile.firstName,
    lastName: edits.profile.lastName ?? profile.lastName,
    bio: edits.profile.bio ?? profile.bio,
  };
  const settings: NotificationSettings = { ...profile.notificationSettings, ...edits.settings };
  const profileCheck = validateProfileFields(fields);
  const emailCheck = validateEmailSettings(settings);
  const errors: SettingsErrors = { ...profileCheck.errors, ...emailCheck.errors };
  // The address is sent as validated (trimmed, blank as none).
  const editedSettings =
    edits.settings.notificationEmail === undefined
      ? edits.settings
      : { ...edits.settings, notificationEmail: emailCheck.value.notificationEmail };
  const change = changesOf(profile, { profile: edits.profile, settings: editedSettings });
  const dirty = Object.keys(change).length > 0;

  const save = async () => {
    if (saveState === 'saving' || !dirty) return;
    if (Object.keys(errors).length > 0) {
      toaster.create({ type: 'error', title: settingsMessages.fixErrors });
      return;
    }
    const sent = edits;
    setSaveState('saving');
    try {
      await mutateAsync(change);
    } catch (error) {
      setSaveState('idle');
      toaster.create({
        type: 'error',
        title: settingsMessages.saveFailed,
        // Why, when it can be said (no connection, too slow); the title says what failed.
        description: errorText(error, '') || undefined,
      });
      return;
    }
    // Edits made while saving stay unsaved.
    setEdits((current) => (current === sent ? NO_EDITS : current));
    setSaveState('saved');
    toaster.create({ type: 'success', title: settingsMessages.saved, duration: SAVED_MESSAGE_MS });
  };

  return {
    fields,
    settings,
    errors,
    dirty,
    saveState,
    setField: <K extends keyof ProfileFields>(field: K, value: ProfileFields[K]) =>
      setEdits((current) => ({ ...current, profile: { ...current.profile, [field]: value } })),
    setSetting: <K extends keyof NotificationSettings>(field: K, value: NotificationSettings[K]) =>
      setEdits((current) => ({ ...current, settings: { ...current.settings, [field]: value } })),
    save,
  };
}
