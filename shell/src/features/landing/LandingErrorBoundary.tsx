import { Button, Center, Heading, Stack } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';
import { shellMessages } from '../../i18n/shell';

interface Props {
  children?: ReactNode;
  onRefresh?: () => void;
}

interface State {
  hasError: boolean;
}

/** The landing page's own boundary (spec §2): 'Something went wrong' and 'Refresh Page'. */
export class LandingErrorBoundary extends Component<Props, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    const refresh = this.props.onRefresh ?? (() => window.location.reload());
    return (
      <Center as="main" minHeight="50vh" px="4">
        <Stack gap="4" align="center" role="alert">
          <Heading as="h1" size="xl">
            {shellMessages.landing.errorTitle}
          </Heading>
          <Button colorPalette="brand" onClick={refresh}>
            {shellMessages.landing.refresh}
          </Button>
        </Stack>
      </Center>
    );
  }
}
