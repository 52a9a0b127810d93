import { Avatar, Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { QueryLayer } from '@vigia/shared/query';
import { MenuIcon } from '../../components/icons';
import { useDisplayUser } from '../session/useDisplayUser';
import { useSignOutToLogin } from '../session/useSignOutToLogin';
import { LazyNavMenu } from './LazyNavMenu';
import type { NavMenuItem } from './NavMenu';
import { NotificationIndicator } from './NotificationIndicator';
import { shellMessages } from '../../i18n/shell';

const t = shellMessages.header;

// The phone's menu is the sidebar: loaded with the signed-in screens, not on /login.
const MobileNavDrawer = lazy(() => import('../app-shell/MobileNavDrawer'));

function SignedInMenu() {
  const signOut = useSignOutToLogin();
  const user = useDisplayUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const items: NavMenuItem[] = [
    { value: 'dashboard', label: t.dashboard, to: '/dashboard' },
    { value: 'settings', label: t.settings, to: '/settings' },
    { value: 'logout', label: t.logOut, onSelect: () => void signOut() },
  ];
  return (
    <HStack gap="1">
      <NotificationIndicator />
      <LazyNavMenu
        trigger={
          <Button variant="ghost" px="2" aria-label={t.userMenu(user.name)}>
            <Avatar.Root size="xs" colorPalette="brand">
              <Avatar.Fallback name={user.name} />
              {user.avatarUrl ? <Avatar.Image src={user.avatarUrl} alt="" /> : null}
            </Avatar.Root>
            <Text
              as="span"
              maxWidth="40"
              truncate
              fontWeight="medium"
              display={{ base: 'none', md: 'inline' }}
            >
              {user.name}
            </Text>
          </Button>
        }
        items={items}
      />
      <IconButton
        variant="ghost"
        aria-label={t.openMenu}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        display={{ base: 'inline-flex', md: 'none' }}
        onClick={() => {
          setMenuWanted(true);
          setMenuOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {menuWanted ? (
        <Suspense fallback={null}>
          <MobileNavDrawer open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      ) : null}
    </HStack>
  );
}

/** The header's signed-in part: the unread count, the user's menu and the phone's menu. */
export default function SignedInActions() {
  return (
    <QueryLayer>
      <SignedInMenu />
    </QueryLayer>
  );
}
