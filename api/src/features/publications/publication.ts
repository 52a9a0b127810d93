import { webUrlSchema } from '@vigia/shared/contracts';
import { z } from 'zod';

export const PUBLICATION_SOURCES = ['boe', 'doga'] as const;
export type PublicationSource = (typeof PUBLICATION_SOURCES)[number];

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD');

/** One document of a bulletin, as every source adapter gives it. */
export const publicationSchema = z.object({
  source: z.enum(PUBLICATION_SOURCES),
  /** The bulletin's own identifier (BOE-A-2018-16672), stable across languages and re-fetches. */
  externalId: z.string().min(1),
  title: z.string().min(1),
  section: z.string(),
  department: z.string(),
  epigraph: z.string().nullable(),
  /** The issue it appeared in (BOE-S-2018-294, DOGA 225). */
  issue: z.string(),
  publishedOn: isoDay,
  /** Links are http(s) only: a stored `javascript:` link would run wherever it is shown. */
  urlHtml: webUrlSchema,
  urlPdf: webUrlSchema.nullable(),
});
export type Publication = z.output<typeof publicationSchema>;

/** A document that is not the summary it should be; the message says what is wrong, in one line. */
export class SummaryFormatError extends Error {
  override name = 'SummaryFormatError';
}
