import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { SidebarNav } from './Sidebar';
import { shellMessages } from '../../i18n/shell';

const t = shellMessages.header;

export interface MobileNavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The sidebar on a phone (issue 25): the header's menu button opens it from the side, with every
 * section and 'Cerrar sesión'; choosing one closes it.
 */
export default function MobileNavDrawer({ open, onOpenChange }: MobileNavDrawerProps) {
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="start"
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="mobile-nav">
            <Drawer.Header>
              <Drawer.Title srOnly>{t.menuTitle}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <SidebarNav onNavigate={close} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t.closeMenu} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
