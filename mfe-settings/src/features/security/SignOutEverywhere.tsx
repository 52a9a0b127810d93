import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog, toaster } from '@vigia/shared/ui';
import { useSignOutEverywhere } from '../../api';
import { settingsMessages } from '../../i18n/settings';

const t = settingsMessages.security;

/** Signs the user out of every browser and device: the api revokes, then this one signs out. */
export function SignOutEverywhere() {
  const [asking, setAsking] = useState(false);
  const signOutEverywhere = useSignOutEverywhere();
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      await signOutEverywhere.mutateAsync();
    } catch (error) {
      console.warn('Sign-out everywhere failed', error);
      toaster.create({ type: 'error', title: t.signOutFailed });
      return;
    }
    navigate('/login', { replace: true });
  };

  return (
    <Stack gap="2" align="flex-start">
      <Text fontSize="sm" color="fg.muted">
        {t.signOutEverywhereHint}
      </Text>
      <Button variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
        {t.signOutEverywhere}
      </Button>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t.signOutEverywhereConfirmTitle}
        message={t.signOutEverywhereConfirm}
        confirmLabel={t.signOutEverywhereAction}
        cancelLabel={t.cancel}
        busyLabel={t.signOutEverywhereBusy}
        onConfirm={confirm}
      />
    </Stack>
  );
}
