import { Box, Button, HStack, Link, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { isApiError } from '@vigia/shared/api';
import { webUrlOrNull } from '@vigia/shared/contracts';
import { formatCalendarDay, HighlightedText } from '@vigia/shared/ui';
import { useMatchPreview } from '../../api';
import { subscriptionDetailMessages } from '../../i18n/subscription-detail';

const t = subscriptionDetailMessages.matchPreview;

export interface MatchPreviewProps {
  typeId: string | undefined;
  prompts: readonly string[];
}

/** Too many previews in a minute is worth saying (the api's Spanish message); the rest is not. */
function failureText(error: unknown): string {
  return isApiError(error) && error.code === 'RATE_LIMITED' ? error.message : t.failed;
}

/** Under the prompts: what they would have matched in the bulletin's recent days. */
export function MatchPreview({ typeId, prompts }: MatchPreviewProps) {
  const preview = useMatchPreview(typeId, prompts);
  if (preview.idle || !typeId) return null;
  const { data } = preview;

  return (
    <Box
      as="section"
      aria-labelledby="match-preview-heading"
      data-testid="match-preview"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      bg="bg.subtle"
    >
      <HStack justify="space-between" align="baseline" mb="1">
        <Text id="match-preview-heading" fontWeight="semibold">
          {t.heading}
        </Text>
        {preview.isFetching ? (
          <HStack gap="2" color="fg.muted" fontSize="sm">
            <Spinner size="xs" />
            <Text>{t.loading}</Text>
          </HStack>
        ) : null}
      </HStack>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t.help}
      </Text>
      <Box aria-live="polite">
        {preview.isError && !data ? (
          <HStack gap="3">
            <Text color="fg.error">{failureText(preview.error)}</Text>
            <Button size="xs" variant="outline" onClick={() => void preview.refetch()}>
              {t.retry}
            </Button>
          </HStack>
        ) : data ? (
          <Stack gap="2">
            <Text data-testid="match-preview-summary">
              {data.days === 0 ? t.noneStored : t.found(data.total, data.days)}
            </Text>
            {data.items.length > 0 ? (
              <>
                <Text fontSize="sm" color="fg.muted">
                  {t.newest(data.items.length)}
                </Text>
                <List.Root gap="2" ps="4">
                  {data.items.map((item) => {
                    const url = webUrlOrNull(item.url);
                    return (
                      <List.Item key={item.id} data-testid="match-preview-item">
                        <Stack gap="0">
                          {url ? (
                            <Link href={url} target="_blank" rel="noopener noreferrer">
                              <HighlightedText snippet={item.snippet} />
                            </Link>
                          ) : (
                            <Text>
                              <HighlightedText snippet={item.snippet} />
                            </Text>
                          )}
                          <Text fontSize="xs" color="fg.muted">
                            {formatCalendarDay(item.publishedOn)} ·{' '}
                            {t.why(item.concepts, item.score)}
                          </Text>
                        </Stack>
                      </List.Item>
                    );
                  })}
                </List.Root>
              </>
            ) : null}
          </Stack>
        ) : null}
      </Box>
    </Box>
  );
}
