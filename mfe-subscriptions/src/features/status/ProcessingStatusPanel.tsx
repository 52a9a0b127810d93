import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Code,
  DataList,
  HStack,
  Heading,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { ProcessingStatus } from '@vigia/shared/contracts';
import { errorText, type ProcessingStatusPolling } from '../../api';
import { formatDateTime } from '@vigia/shared/ui';
import { subscriptionDetailMessages } from '../../i18n/subscription-detail';

const t = subscriptionDetailMessages.status;

const badgePalette: Record<ProcessingStatus['status'], string> = {
  unknown: 'gray',
  pending: 'yellow',
  processing: 'blue',
  completed: 'green',
  failed: 'red',
};

function metadataValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function StatusDetails({ status, id }: { status: ProcessingStatus; id: string }) {
  const { message, ...rest } = status.metadata;
  const entries = Object.entries(rest);
  return (
    <Stack id={id} gap="2" data-testid="processing-status-details">
      {typeof message === 'string' ? <Text>{message}</Text> : null}
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>{t.processingId}</DataList.ItemLabel>
          <DataList.ItemValue>
            <Code>{status.processingId ?? '—'}</Code>
          </DataList.ItemValue>
        </DataList.Item>
        {entries.map(([key, value]) => (
          <DataList.Item key={key}>
            <DataList.ItemLabel>{key}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">{metadataValue(value)}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {typeof message !== 'string' && entries.length === 0 ? (
        <Text color="fg.muted">{t.noDetails}</Text>
      ) : null}
    </Stack>
  );
}

/** The processing status of a subscription: badge, runs, details and the polling controls. */
export function ProcessingStatusPanel({ polling }: { polling: ProcessingStatusPolling }) {
  const [showDetails, setShowDetails] = useState(false);
  const headingId = useId();
  const detailsId = useId();
  const { status, isPolling, isChecking, error } = polling;

  return (
    <Card.Root as="section" aria-labelledby={headingId} data-testid="processing-status-panel">
      <Card.Header>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading as="h2" size="md" id={headingId}>
            {t.title}
          </Heading>
          <Badge
            colorPalette={badgePalette[status.status]}
            variant="solid"
            data-testid="processing-status-badge"
            data-status={status.status}
          >
            {t.states[status.status]}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body gap="3">
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel>{t.lastRun}</DataList.ItemLabel>
            <DataList.ItemValue>{formatDateTime(status.lastRunAt) ?? t.never}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t.nextRun}</DataList.ItemLabel>
            <DataList.ItemValue>
              {formatDateTime(status.nextRunAt) ?? t.notScheduled}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>

        {status.status === 'failed' ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t.failed(status.error)}</Alert.Title>
          </Alert.Root>
        ) : null}
        {error ? (
          <Text color="fg.error" fontSize="sm">
            {t.checkFailed(errorText(error, t.checkFailedFallback))}
          </Text>
        ) : null}
        <Box role="status" fontSize="sm" color="fg.muted" data-testid="processing-polling">
          {isPolling
            ? t.polling(Math.min(polling.pollCount + 1, polling.maxPolls), polling.maxPolls)
            : null}
        </Box>

        <Box>
          <Button
            variant="plain"
            size="sm"
            paddingInline="0"
            colorPalette="brand"
            aria-expanded={showDetails}
            aria-controls={detailsId}
            onClick={() => setShowDetails((shown) => !shown)}
          >
            {showDetails ? t.hideDetails : t.showDetails}
          </Button>
          {showDetails ? <StatusDetails status={status} id={detailsId} /> : null}
        </Box>
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        <Button
          size="sm"
          variant="outline"
          onClick={polling.check}
          loading={isChecking}
          disabled={isPolling}
        >
          {t.check}
        </Button>
        {isPolling ? (
          <Button size="sm" variant="ghost" onClick={polling.stop}>
            {t.stop}
          </Button>
        ) : (
          <Button size="sm" variant="ghost" onClick={polling.start}>
            {t.restart}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={polling.reset}>
          {t.reset}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
