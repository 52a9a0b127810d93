import { Field, Grid, Input, Textarea } from '@chakra-ui/react';
import { BIO_MAX, type Profile } from '@vigia/shared/contracts';
import { WidgetCard } from '@vigia/shared/ui';
import type { SettingsErrors } from '../settings/useSettingsDraft';
import { AvatarField } from './AvatarField';
import type { ProfileFields } from '../../domain/settings-forms';
import { settingsMessages } from '../../i18n/settings';

const t = settingsMessages.profile;

export interface ProfileSectionProps {
  profile: Profile;
  fields: ProfileFields;
  errors: SettingsErrors;
  onChange: <K extends keyof ProfileFields>(field: K, value: ProfileFields[K]) => void;
}

const NAME_FIELDS = [
  ['name', t.name, 'nickname'],
  ['firstName', t.firstName, 'given-name'],
  ['lastName', t.lastName, 'family-name'],
] as const;

/** Avatar, names, bio with its counter, and the read-only email (spec §2, §5). */
export function ProfileSection({ profile, fields, errors, onChange }: ProfileSectionProps) {
  const bioOver = fields.bio.length > BIO_MAX;
  return (
    <WidgetCard title={t.title}>
      <AvatarField avatar={profile.avatar} name={fields.name || profile.email} />
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
        {NAME_FIELDS.map(([field, label, autoComplete]) => (
          <Field.Root key={field} invalid={Boolean(errors[field])}>
            <Field.Label>{label}</Field.Label>
            <Input
              name={field}
              autoComplete={autoComplete}
              value={fields[field]}
              onChange={(event) => onChange(field, event.target.value)}
            />
            <Field.ErrorText>{errors[field]}</Field.ErrorText>
          </Field.Root>
        ))}
      </Grid>
      <Field.Root invalid={Boolean(errors.bio)}>
        <Field.Label>{t.bio}</Field.Label>
        <Textarea
          name="bio"
          rows={4}
          value={fields.bio}
          onChange={(event) => onChange('bio', event.target.value)}
        />
        <Field.HelperText
          alignSelf="flex-end"
          color={bioOver ? 'fg.error' : 'fg.muted'}
          data-testid="bio-counter"
          aria-live="polite"
        >
          {t.bioCounter(fields.bio.length, BIO_MAX)}
        </Field.HelperText>
        <Field.ErrorText>{errors.bio}</Field.ErrorText>
      </Field.Root>
      <Field.Root readOnly>
        <Field.Label>{t.email}</Field.Label>
        <Input name="email" type="email" value={profile.email} readOnly />
        <Field.HelperText>{t.emailReadOnly}</Field.HelperText>
      </Field.Root>
    </WidgetCard>
  );
}
