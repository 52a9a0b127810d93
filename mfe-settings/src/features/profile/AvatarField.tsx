import { Avatar, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { errorText } from '@vigia/shared/api';
import { useUpdateProfile } from '@vigia/shared/query';
import { toaster } from '@vigia/shared/ui';
import { AvatarFileError, prepareAvatar } from './avatar-image';
import { settingsMessages } from '../../i18n/settings';

const t = settingsMessages.profile;

export interface AvatarFieldProps {
  avatar: string | null;
  name: string;
}

/** The profile photo: uploaded as soon as it is chosen, with its own toasts (decisions 12). */
export function AvatarField({ avatar, name }: AvatarFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { mutateAsync, isPending } = useUpdateProfile();

  const upload = async (next: string | null) => {
    try {
      await mutateAsync({ avatar: next });
      toaster.create({ type: 'success', title: t.avatarUpdated });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: t.avatarFailed,
        description: errorText(error, '') || undefined,
      });
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    let prepared: string;
    try {
      prepared = await prepareAvatar(file);
    } catch (error) {
      const message = error instanceof AvatarFileError ? error.message : t.avatarFailed;
      setProblem(message);
      toaster.create({ type: 'error', title: t.avatarFailed, description: message });
      return;
    }
    await upload(prepared);
  };

  return (
    <HStack gap="4" align="center" wrap="wrap">
      <Avatar.Root size="2xl" colorPalette="brand">
        <Avatar.Fallback name={name || undefined} />
        {avatar ? (
          <Avatar.Image src={avatar} alt={t.avatarLabel} data-testid="settings-avatar" />
        ) : null}
      </Avatar.Root>
      <Stack gap="1">
        <HStack gap="2" wrap="wrap">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/jpeg,image/png"
            aria-label={t.avatarLabel}
            aria-describedby={hintId}
            hidden
            onChange={(event) => void choose(event)}
          />
          <Button
            size="sm"
            variant="outline"
            loading={isPending}
            loadingText={t.avatarUploading}
            onClick={() => input.current?.click()}
          >
            {t.avatarChoose}
          </Button>
          {avatar ? (
            <Button
              size="sm"
              variant="ghost"
              disabled={isPending}
              onClick={() => void upload(null)}
            >
              {t.avatarRemove}
            </Button>
          ) : null}
        </HStack>
        <Text
          id={hintId}
          fontSize="sm"
          color={problem ? 'fg.error' : 'fg.muted'}
          role={problem ? 'alert' : undefined}
        >
          {problem ?? t.avatarHint}
        </Text>
      </Stack>
    </HStack>
  );
}
