import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { uiMessages } from '../messages';
import { toaster } from './toaster';

const t = uiMessages.toaster;

/** The region that renders the page's toasts: {@link Toaster} mounts it once the first toast exists. */
export default function ToastRegion() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={t.region}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? (
              <Spinner size="sm" color="brand.solid" />
            ) : (
              <Toast.Indicator />
            )}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? (
                <Toast.Description>{toast.description}</Toast.Description>
              ) : null}
            </Stack>
            {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
            {toast.closable !== false ? <Toast.CloseTrigger aria-label={t.close} /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
