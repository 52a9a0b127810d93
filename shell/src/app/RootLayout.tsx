import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { DocumentTitle } from '../features/document-title/DocumentTitle';
import { Header } from '../features/header/Header';
import { ServiceUnavailable } from '../features/service-status/ServiceUnavailable';
import { NavigationScroll } from './NavigationScroll';
import { SkipLink } from './SkipLink';

/** Every screen: the skip link, the sticky header, a notice while the api is down, the route's content. */
export function RootLayout() {
  return (
    <Box minHeight="100vh">
      <DocumentTitle />
      <SkipLink />
      <Header />
      <ServiceUnavailable />
      <Outlet />
      <NavigationScroll />
    </Box>
  );
}
