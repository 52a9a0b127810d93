import { Badge, Box, Button, Code, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { recentApiFailures } from '@vigia/shared/api';
import { useAuth } from '@vigia/shared/auth';
import { useRuntimeConfig } from '../../app/RuntimeConfigContext';
import { clearOverrides, withoutOverrideParams } from '../remotes/overrides';
import { loadRemoteModule } from '../remotes/registry';
import { remoteStatusStore, type RemoteLoadState } from '../remotes/status';
import { loadPage } from './browser';
import { refreshAccessToken, type RefreshResult } from './refreshAccessToken';
import { shellMessages } from '../../i18n/shell';

const t = shellMessages.debug;

const STATE_LABEL: Record<RemoteLoadState, string> = {
  idle: t.remoteIdle,
  loading: t.remoteLoading,
  loaded: t.remoteLoaded,
  failed: t.remoteFailed,
  incompatible: t.remoteIncompatible,
};

const STATE_COLOR: Record<RemoteLoadState, string> = {
  idle: 'gray',
  loading: 'blue',
  loaded: 'green',
  failed: 'red',
  incompatible: 'red',
};

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Forgets the overrides and loads this page again, so every remote comes from config.json. */
function clearOverridesAndReload(): void {
  clearOverrides(safeLocalStorage());
  loadPage(`${window.location.pathname}${withoutOverrideParams(window.location.search)}`);
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box as="section" bg="bg.panel" borderWidth="1px" rounded="lg" p="5">
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** /debug outside production: auth state, runtime config, remotes, and the token refresh helper. */
export function DebugPage() {
  const config = useRuntimeConfig();
  const { status, user } = useAuth();
  const remotes = useSyncExternalStore(remoteStatusStore.subscribe, remoteStatusStore.getSnapshot);
  const [refresh, setRefresh] = useState<RefreshResult | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const overridden = remotes.some((remote) => remote.source === 'override');
  const [apiFailures] = useState(recentApiFailures);

  useEffect(() => {
    // Load every remote not loaded yet, so the table shows each one's version and whether it works.
    for (const remote of remoteStatusStore.getSnapshot()) {
      if (remote.state === 'idle') loadRemoteModule(remote.name, 'routes').catch(() => undefined);
    }
  }, []);

  const runRefresh = async () => {
    setRefreshing(true);
    setRefresh(await refreshAccessToken(config.apiBaseUrl));
    setRefreshing(false);
  };

  return (
    <Box as="main" px={{ base: '4', md: '8' }} py="6" maxWidth="5xl" mx="auto">
      <Stack gap="5">
        <Heading as="h1" size="2xl">
          {t.title}
        </Heading>

        <Section title={t.auth}>
          <Box
            as="dl"
            display="grid"
            gridTemplateColumns="max-content 1fr"
            columnGap="4"
            rowGap="1"
          >
            <Text as="dt" fontWeight="semibold">
              status
            </Text>
            <Text as="dd" data-testid="debug-auth-status">
              {status}
            </Text>
            <Text as="dt" fontWeight="semibold">
              uid
            </Text>
            <Text as="dd">{user?.id ?? '—'}</Text>
            <Text as="dt" fontWeight="semibold">
              email
            </Text>
            <Text as="dd">{user?.email ?? '—'}</Text>
          </Box>
        </Section>

        <Section title={t.remotes}>
          {/* On a phone the table scrolls sideways: the keyboard must reach it too (axe). */}
          <Table.ScrollArea tabIndex={0} role="region" aria-label={t.remotes}>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>remote</Table.ColumnHeader>
                  <Table.ColumnHeader>URL</Table.ColumnHeader>
                  <Table.ColumnHeader>version</Table.ColumnHeader>
                  <Table.ColumnHeader>state</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {remotes.map((remote) => (
                  <Table.Row key={remote.name} data-testid={`debug-remote-${remote.name}`}>
                    <Table.Cell fontFamily="mono">{remote.name}</Table.Cell>
                    <Table.Cell wordBreak="break-all">
                      {remote.url}{' '}
                      {remote.source === 'override' ? (
                        <Badge colorPalette="orange">{t.remoteOverride}</Badge>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell fontFamily="mono">
                      {remote.version ?? t.remoteVersionUnknown}
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={STATE_COLOR[remote.state]}>
                        {STATE_LABEL[remote.state]}
                      </Badge>
                      {remote.error ? (
                        <Text fontSize="xs" color="fg.error" mt="1">
                          {remote.error}
                        </Text>
                      ) : null}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Stack direction="row" align="center" gap="3" mt="3">
            <Button
              variant="outline"
              size="sm"
              disabled={!overridden}
              onClick={clearOverridesAndReload}
            >
              {t.clearOverrides}
            </Button>
            {overridden ? null : (
              <Text fontSize="sm" color="fg.muted">
                {t.noOverrides}
              </Text>
            )}
          </Stack>
        </Section>

        <Section title={t.apiFailures}>
          {apiFailures.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {t.noApiFailures}
            </Text>
          ) : (
            <Stack as="ol" gap="2" listStyleType="none" data-testid="debug-api-failures">
              {apiFailures.map((failure) => (
                <Text as="li" key={`${failure.at}${failure.path}`} fontSize="xs" fontFamily="mono">
                  {`${failure.at} ${failure.method} ${failure.path} → ${failure.status} ${failure.code}: ${failure.message}`}
                </Text>
              ))}
            </Stack>
          )}
        </Section>

        <Section title={t.config}>
          {/* Focusable: a region that can scroll must be reachable from the keyboard (axe). */}
          <Code
            as="pre"
            display="block"
            whiteSpace="pre-wrap"
            wordBreak="break-all"
            p="3"
            fontSize="xs"
            width="100%"
            tabIndex={0}
          >
            {JSON.stringify(config, null, 2)}
          </Code>
        </Section>

        <Section title={t.refreshTitle}>
          <Stack gap="2" align="flex-start">
            <Button onClick={() => void runRefresh()} loading={refreshing} variant="outline">
              {t.refreshButton}
            </Button>
            {refresh ? (
              <Text role="status" color={refresh.ok ? 'fg.success' : 'fg.error'}>
                {refresh.message}
              </Text>
            ) : null}
          </Stack>
        </Section>
      </Stack>
    </Box>
  );
}
