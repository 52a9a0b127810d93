import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, shouldRetryQuery } from '@vigia/shared/api';
import {
  matchPreviewResponseSchema,
  type MatchPreview,
  type MatchPreviewRequest,
} from '@vigia/shared/contracts';
import { cleanPromptsForCreate } from '../domain/prompts';
import { useDebouncedValue } from '../features/list/useDebouncedValue';
import { subscriptionKeys } from './query-keys';

/** Waits this long after the last keystroke before asking. */
export const MATCH_PREVIEW_DEBOUNCE_MS = 400;
const PREVIEW_STALE_TIME_MS = 60_000;

/** `POST /v1/subscriptions/preview`: what these prompts would have matched lately. */
export async function previewMatches(
  request: MatchPreviewRequest,
  signal?: AbortSignal,
): Promise<MatchPreview> {
  const { data } = await apiRequest('POST', '/v1/subscriptions/preview', {
    body: request,
    schema: matchPreviewResponseSchema,
    signal,
  });
  return data.preview;
}

/**
 * What the prompts being written would have matched lately, once typing pauses; while a new
 * answer loads the previous one stays. Idle (no request) while no prompt is usable.
 */
export function useMatchPreview(typeId: string | undefined, prompts: readonly string[]) {
  const settled = useDebouncedValue(prompts.join('\n'), MATCH_PREVIEW_DEBOUNCE_MS);
  const cleaned = cleanPromptsForCreate(settled.split('\n'));
  const usable = cleaned.ok && cleaned.value.length > 0 ? cleaned.value : null;
  const query = useQuery({
    queryKey: subscriptionKeys.matchPreview(typeId ?? '', usable ?? []),
    queryFn: ({ signal }) =>
      previewMatches({ typeId: typeId ?? '', prompts: usable ?? [] }, signal),
    enabled: Boolean(typeId) && usable !== null,
    staleTime: PREVIEW_STALE_TIME_MS,
    placeholderData: keepPreviousData,
    // Once, and never an answer such as 429 (asking again only makes it worse).
    retry: (failures, error) => failures < 1 && shouldRetryQuery(failures, error),
  });
  return { ...query, idle: usable === null };
}
