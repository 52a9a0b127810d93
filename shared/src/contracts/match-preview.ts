import { z } from 'zod';
import { cleanText } from './input';
import { promptsSchema } from './subscriptions';

/** What a subscription's prompts would have matched lately, shown while they are written. */
export const MATCH_PREVIEW_STORED_DAYS = 30;
export const MATCH_PREVIEW_SAMPLE_SIZE = 5;

export const matchPreviewRequestSchema = z.object({
  typeId: cleanText(z.string().trim().min(1).max(100)),
  prompts: promptsSchema,
});
export type MatchPreviewRequest = z.input<typeof matchPreviewRequestSchema>;

export const matchPreviewItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The title with the matched words between « and ». */
  snippet: z.string(),
  /** Why it matched: the prompt's concepts found in it, as the user wrote them. */
  concepts: z.array(z.string()),
  /** How well it matched, from the threshold to 1 (the best of the prompts). */
  score: z.number().min(0).max(1),
  url: z.string().nullable(),
  publishedOn: z.string(),
});
export type MatchPreviewItem = z.output<typeof matchPreviewItemSchema>;

export const matchPreviewSchema = z.object({
  /** Publications of the stored days that any of the prompts matches. */
  total: z.number().int().min(0),
  /** How many stored days were looked at (at most MATCH_PREVIEW_STORED_DAYS), and their span. */
  days: z.number().int().min(0),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** The newest matches, at most MATCH_PREVIEW_SAMPLE_SIZE. */
  items: z.array(matchPreviewItemSchema),
});
export type MatchPreview = z.output<typeof matchPreviewSchema>;

export const matchPreviewResponseSchema = z.object({
  data: z.object({ preview: matchPreviewSchema }),
});
