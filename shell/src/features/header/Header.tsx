import { Avatar, Box, Button, Flex, HStack, IconButton, Link, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '@vigia/shared/auth';
import { Logo } from '@vigia/shared/ui';
import { MenuIcon } from '../../components/icons';
import { useDisplayUser } from '../session/useDisplayUser';
import { useSignOutToLogin } from '../session/useSignOutToLogin';
import { LazyNavMenu } from './LazyNavMenu';
import type { NavMenuItem } from './NavMenu';
import { NotificationIndicator } from './NotificationIndicator';
import { shellMessages } from '../../i18n/shell';

const t = shellMessages.header;

/** The trigger of the small-screen menu (an element, so Menu.Trigger can pass its props down). */
const mobileMenuTrigger = (
  <IconButton variant="ghost" aria-label={t.openMenu} display={{ base: 'inline-flex', md: 'none' }}>
    <MenuIcon />
  </IconButton>
);

function SignedOutActions() {
  return (
    <HStack gap="2">
      <HStack gap="2" display={{ base: 'none', md: 'flex' }}>
        <Button asChild variant="ghost">
          <RouterLink to="/login">{t.logIn}</RouterLink>
        </Button>
        <Button asChild colorPalette="brand">
          <RouterLink to="/signup">{t.signUp}</RouterLink>
        </Button>
      </HStack>
      <LazyNavMenu
        trigger={mobileMenuTrigger}
        items={[
          { value: 'home', label: t.home, to: '/' },
          { value: 'login', label: t.logIn, to: '/login' },
          { value: 'signup', label: t.signUp, to: '/signup' },
        ]}
      />
    </HStack>
  );
}

// The phone's menu is the sidebar: loaded with the signed-in screens, not on /login.
const MobileNavDrawer = lazy(() => import('../app-shell/MobileNavDrawer'));

function SignedInActions() {
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

/** The sticky top bar of every screen (spec §2, Header). */
export function Header() {
  const { status } = useAuth();
  const signedIn = status === 'signedIn';
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg.panel"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <Flex height="14" px={{ base: '3', md: '6' }} align="center" justify="space-between" gap="4">
        <Link asChild rounded="md" _hover={{ textDecoration: 'none' }}>
          <RouterLink to={signedIn ? '/dashboard' : '/'}>
            <Logo />
          </RouterLink>
        </Link>
        {status === 'loading' ? null : signedIn ? <SignedInActions /> : <SignedOutActions />}
      </Flex>
    </Box>
  );
}
