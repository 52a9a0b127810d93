import { Box, Button, Flex, HStack, IconButton, Link } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '@vigia/shared/auth';
import { Logo } from '@vigia/shared/ui';
import { MenuIcon } from '../../components/icons';
import { LazyNavMenu } from './LazyNavMenu';
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

// The signed-in menu reads the profile and the unread count: it comes with the data layer
// (react-query), which a signed-out screen never downloads; in one chunk with the signed-in layout.
const SignedInActions = lazy(() => import(/* webpackChunkName: "signed-in" */ './SignedInActions'));

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
        {status === 'loading' ? null : signedIn ? (
          <Suspense fallback={null}>
            <SignedInActions />
          </Suspense>
        ) : (
          <SignedOutActions />
        )}
      </Flex>
    </Box>
  );
}
