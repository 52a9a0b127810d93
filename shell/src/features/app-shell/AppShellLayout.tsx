import { Box, Flex, IconButton } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { QueryLayer } from '@vigia/shared/query';
import { SidebarIcon } from '../../components/icons';
import { Sidebar, SIDEBAR_ID } from './Sidebar';
import { useSidebarPreference } from './useSidebarPreference';
import { shellMessages } from '../../i18n/shell';

/**
 * Signed-in screens: from medium screens up the sidebar beside the content, with a toggle to hide
 * it; on a phone the content alone (the header's menu holds the sidebar). Everything here reads
 * data: the page's data layer comes with this layout, never on a signed-out screen.
 */
export function AppShellLayout() {
  const { hidden, toggle } = useSidebarPreference();
  const label = hidden ? shellMessages.sidebar.show : shellMessages.sidebar.hide;
  return (
    <QueryLayer>
      <Flex align="stretch" minHeight="calc(100vh - 3.5rem)">
        <Sidebar hidden={hidden} />
        <Box
          as="main"
          flex="1"
          minWidth="0"
          px={{ base: '4', md: '8' }}
          py={{ base: '4', md: '6' }}
        >
          <IconButton
            variant="ghost"
            size="sm"
            mb="2"
            aria-label={label}
            title={label}
            aria-controls={SIDEBAR_ID}
            aria-expanded={!hidden}
            display={{ base: 'none', md: 'inline-flex' }}
            onClick={toggle}
          >
            <SidebarIcon />
          </IconButton>
          <Outlet />
        </Box>
      </Flex>
    </QueryLayer>
  );
}

export default AppShellLayout;
