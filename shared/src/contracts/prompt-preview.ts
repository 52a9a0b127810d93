import { z } from 'zod';
import { promptsSchema } from './subscriptions';

/** What a subscription's prompts would have matched lately, shown while they are written. */
export const PREVIEW_STORED_DAYS = 30;
export const PREVIEW_SAMPLE_SIZE = 5;

export const promptPreviewRequestSchema = z.object({
  typeId: z.string().trim().min(1),
  prompts: promptsSchema,
});
export type PromptPreviewRequest = z.input<typeof promptPreviewRequestSchema>;

export const previewItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The title with the matched words between « and ». */
  snippet: z.string(),
  url: z.string().nullable(),
  publishedOn: z.string(),
});
export type PreviewItem = z.output<typeof previewItemSchema>;

export const promptPreviewSchema = z.object({
  /** Publications of the stored days that any of the prompts matches. */
  total: z.number().int().min(0),
  /** How many stored days were looked at (at most PREVIEW_STORED_DAYS), and their span. */
  days: z.number().int().min(0),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** The newest matches, at most PREVIEW_SAMPLE_SIZE. */
  items: z.array(previewItemSchema),
});
export type PromptPreview = z.output<typeof promptPreviewSchema>;

export const promptPreviewResponseSchema = z.object({
  data: z.object({ preview: promptPreviewSchema }),
});
