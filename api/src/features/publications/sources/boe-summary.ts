import { webUrlOrNull } from '@vigia/shared/contracts';
import { SummaryFormatError, type Publication } from '../publication';

export const BOE_DEFAULT_BASE_URL = 'https://www.boe.es';

type Json = unknown;
type JsonObject = Record<string, Json>;

function isObject(value: Json): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The summary gives a single child as an object and several as an array, at any level. */
function list(value: Json): Json[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** A value, plain or wrapped as `{ "texto": … }` (with its size attributes beside it). */
function text(value: Json): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (isObject(value)) return text(value.texto);
  return '';
}

/** `url` resolved against `baseUrl`; null when empty, not a URL, or not an http(s) one. */
export function absolute(url: string, baseUrl: string): string | null {
  if (!url) return null;
  try {
    return webUrlOrNull(new URL(url, baseUrl).href);
  } catch {
    return null;
  }
}

/** 20181206 → 2018-12-06 */
function isoDay(compact: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(compact);
  if (!match)
    throw new SummaryFormatError(`BOE summary without a valid fecha_publicacion ('${compact}')`);
  return `${match[1]}-${match[2]}-${match[3]}`;
}

interface Place {
  issue: string;
  section: string;
  department: string;
  epigraph: string | null;
}

/**
 * The `key` children of a node: given directly, or inside a `{ "texto": … }` wrapper, which the
 * summary puts at any level (a section's departments, a department's headings or items).
 */
function children(node: JsonObject, key: string): Json[] {
  const wrapped = list(node.texto).filter(isObject);
  return [...list(node[key]), ...wrapped.flatMap((inner) => children(inner, key))];
}

/** A department's items: under headings (`epigrafe`), or directly under it (section V). */
function* departmentItems(
  department: JsonObject,
): Generator<[item: Json, epigraph: string | null]> {
  for (const epigraph of children(department, 'epigrafe').filter(isObject)) {
    for (const item of children(epigraph, 'item')) yield [item, text(epigraph.nombre) || null];
  }
  for (const item of children(department, 'item')) yield [item, null];
}

function toPublication(
  item: Json,
  place: Place,
  publishedOn: string,
  baseUrl: string,
): Publication | null {
  if (!isObject(item)) return null;
  const externalId = text(item.identificador);
  const title = text(item.titulo);
  if (!externalId || !title) return null;
  const urlHtml =
    absolute(text(item.url_html), baseUrl) ??
    absolute(`/diario_boe/txt.php?id=${encodeURIComponent(externalId)}`, baseUrl);
  if (!urlHtml) return null;
  return {
    source: 'boe',
    externalId,
    title,
    ...place,
    publishedOn,
    urlHtml,
    urlPdf: absolute(text(item.url_pdf), baseUrl),
  };
}

export interface ParsedSummary {
  /** The bulletin's day; null for a feed that names no day (an empty DOGA feed). */
  publishedOn: string | null;
  publications: Publication[];
}

/**
 * The publications of a BOE daily summary from the open-data API
 * (`/datosabiertos/api/boe/sumario/YYYYMMDD`, JSON): every issue of the date (ordinary and
 * extraordinary), each document once. Throws SummaryFormatError for anything else.
 */
export function parseBoeSummary(raw: string, baseUrl = BOE_DEFAULT_BASE_URL): ParsedSummary {
  let document: Json;
  try {
    document = JSON.parse(raw.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new SummaryFormatError(
      `not a BOE summary: malformed JSON (${error instanceof Error ? error.message : error})`,
    );
  }
  const status = isObject(document) && isObject(document.status) ? text(document.status.code) : '';
  if (status && status !== '200') {
    const reason =
      isObject(document) && isObject(document.status) ? text(document.status.text) : '';
    throw new SummaryFormatError(`BOE answered status ${status}${reason ? `: ${reason}` : ''}`);
  }
  const summary = isObject(document) && isObject(document.data) ? document.data.sumario : undefined;
  if (!isObject(summary) || !isObject(summary.metadatos)) {
    throw new SummaryFormatError('not a BOE summary: no data.sumario.metadatos');
  }
  const publishedOn = isoDay(text(summary.metadatos.fecha_publicacion));

  const seen = new Set<string>();
  const publications: Publication[] = [];
  for (const issue of children(summary, 'diario').filter(isObject)) {
    const issueId =
      (isObject(issue.sumario_diario) ? text(issue.sumario_diario.identificador) : '') ||
      text(issue.numero);
    for (const section of children(issue, 'seccion').filter(isObject)) {
      for (const department of children(section, 'departamento').filter(isObject)) {
        for (const [item, epigraph] of departmentItems(department)) {
          const place = {
            issue: issueId,
            section: text(section.nombre),
            department: text(department.nombre),
            epigraph,
          };
          const publication = toPublication(item, place, publishedOn, baseUrl);
          if (!publication || seen.has(publication.externalId)) continue;
          seen.add(publication.externalId);
          publications.push(publication);
        }
      }
    }
  }
  return { publishedOn, publications };
}
