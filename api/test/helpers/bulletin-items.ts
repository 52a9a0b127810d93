import type { Publication } from '../../src/features/publications/publication';

/** A BOE item of `publishedOn` as the BOE parser gives one; `extra` sets any other field. */
export function boeItem(
  externalId: string,
  title: string,
  publishedOn: string,
  extra: Partial<Publication> = {},
): Publication {
  return {
    source: 'boe',
    externalId,
    title,
    section: 'III. Otras disposiciones',
    department: 'MINISTERIO DE HACIENDA',
    epigraph: null,
    issue: 'BOE-S-2026-285',
    publishedOn,
    urlHtml: `https://www.boe.es/diario_boe/txt.php?id=${externalId}`,
    urlPdf: null,
    ...extra,
  };
}
