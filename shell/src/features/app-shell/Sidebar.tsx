import {
  Avatar,
  Badge,
  Box,
  Button,
  HStack,
  Link,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useUnreadCount } from '@vigia/shared/query';
import { Logo } from '@vigia/shared/ui';
import { HomeIcon, BellIcon, ListIcon, LogOutIcon, SettingsIcon } from '../../components/icons';
import { useDisplayUser } from '../session/useDisplayUser';
import { useSignOutToLogin } from '../session/useSignOutToLogin';
import { formatUnreadBadge } from '../../domain/unread-badge';
import { shellMessages } from '../../i18n/shell';

const t = shellMessages.sidebar;

export const SIDEBAR_ID = 'app-sidebar';

interface NavItemProps {
  to: string;
  icon: ReactNode;
  label: string;
  badge?: string;
  onNavigate?: () => void;
}

function NavItem({ to, icon, label, badge, onNavigate }: NavItemProps) {
  return (
    <Box as="li" listStyleType="none">
      <Link
        asChild
        display="flex"
        alignItems="center"
        gap="3"
        px="3"
        py="2"
        rounded="md"
        color="fg.muted"
        fontWeight="medium"
        _hover={{ bg: 'bg.muted', color: 'fg', textDecoration: 'none' }}
        _currentPage={{ bg: 'brand.subtle', color: 'brand.fg' }}
      >
        <NavLink to={to} onClick={onNavigate}>
          {icon}
          <Box as="span" flex="1">
            {label}
          </Box>
          {badge ? (
            <>
              <Badge
                aria-hidden="true"
                data-testid="unread-badge"
                colorPalette="red"
                variant="solid"
                rounded="full"
              >
                {badge}
              </Badge>
              <VisuallyHidden>{`, ${t.unread(badge)}`}</VisuallyHidden>
            </>
          ) : null}
        </NavLink>
      </Link>
    </Box>
  );
}

export interface SidebarNavProps {
  /** Called after a link or 'Cerrar sesión' is chosen (the phone's menu closes). */
  onNavigate?: () => void;
}

/** What the sidebar holds: logo, tagline, the user, every section and 'Cerrar sesión'. */
export function SidebarNav({ onNavigate }: SidebarNavProps) {
  const user = useDisplayUser();
  const signOut = useSignOutToLogin();
  const unreadBadge = formatUnreadBadge(useUnreadCount());
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Logo />
        <Text fontSize="sm" color="fg.muted">
          {shellMessages.brand.tagline}
        </Text>
      </Stack>
      <HStack gap="3" align="center">
        <Avatar.Root size="sm" colorPalette="brand">
          <Avatar.Fallback name={user.name} />
          {user.avatarUrl ? (
            <Avatar.Image src={user.avatarUrl} alt="" data-testid="sidebar-avatar" />
          ) : null}
        </Avatar.Root>
        <Stack gap="0" minWidth="0">
          <Text data-testid="sidebar-user-name" fontWeight="semibold" truncate>
            {user.name}
          </Text>
          <Text fontSize="sm" color="fg.muted" truncate>
            {user.email}
          </Text>
        </Stack>
      </HStack>
      <Box as="nav" aria-label={t.navigation}>
        <Stack as="ul" gap="1" m="0" p="0">
          <NavItem to="/dashboard" icon={<HomeIcon />} label={t.home} onNavigate={onNavigate} />
          <NavItem
            to="/notifications"
            icon={<BellIcon />}
            label={t.notifications}
            badge={unreadBadge}
            onNavigate={onNavigate}
          />
          <NavItem
            to="/subscriptions"
            icon={<ListIcon />}
            label={t.subscriptions}
            onNavigate={onNavigate}
          />
          <NavItem
            to="/settings"
            icon={<SettingsIcon />}
            label={t.settings}
            onNavigate={onNavigate}
          />
        </Stack>
      </Box>
      <Button
        variant="outline"
        justifyContent="flex-start"
        onClick={() => {
          onNavigate?.();
          void signOut();
        }}
      >
        <LogOutIcon />
        {t.signOut}
      </Button>
    </Stack>
  );
}

export interface SidebarProps {
  hidden?: boolean;
}

/**
 * The signed-in screens' sidebar (spec §2, Application shell), from medium screens up; on a
 * phone the same content is the header's menu (MobileNavDrawer).
 */
export function Sidebar({ hidden = false }: SidebarProps) {
  return (
    <Box
      as="aside"
      id={SIDEBAR_ID}
      data-testid="sidebar"
      hidden={hidden}
      // Chakra's display would override the hidden attribute: both say it.
      display={{ base: 'none', md: hidden ? 'none' : 'block' }}
      width="64"
      flexShrink={0}
      bg="bg.panel"
      borderRightWidth="1px"
      borderColor="border"
      position="sticky"
      top="14"
      height="calc(100vh - 3.5rem)"
      overflowY="auto"
      p="4"
    >
      <SidebarNav />
    </Box>
  );
}
