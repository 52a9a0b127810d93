import { isWebUrl } from '@vigia/shared/contracts';
import { SummaryFormatError, type Publication } from '../publication';
import type { ParsedSummary } from './boe-summary';

export const DOGA_DEFAULT_BASE_URL = 'https://www.xunta.gal';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The text of the first `<tag>` in `xml`: CDATA unwrapped, entities decoded; '' when absent. */
function tagText(xml: string, tag: string): string {
  const match = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'i').exec(xml);
  if (!match) return '';
  const inner = match[1] ?? '';
  const cdata = /^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/.exec(inner);
  return cdata ? (cdata[1] ?? '') : decodeEntities(inner);
}

function clean(value: string): string {
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** 'III. Otras disposiciones</br>Consellería de Educación' → section and issuing body. */
function sectionAndBody(description: string): [section: string, department: string] {
  const [section = '', ...rest] = decodeEntities(description).split(/<\s*\/?\s*br\s*\/?\s*>/i);
  return [clean(section), clean(rest.join(' '))];
}

const MONTHS: Record<string, string> = {
  jan: '01',
  feb: '02',
  mar: '03',
  apr: '04',
  may: '05',
  jun: '06',
  jul: '07',
  aug: '08',
  sep: '09',
  oct: '10',
  nov: '11',
  dec: '12',
};

/** The bulletin day: from the link's /YYYYMMDD/ folder, else the pubDate's calendar day. */
function dayOf(link: string, pubDate: string): string | null {
  const folder = /\/(\d{4})(\d{2})(\d{2})\//.exec(link);
  if (folder) return `${folder[1]}-${folder[2]}-${folder[3]}`;
  const rfc822 = /(\d{1,2})\s+([A-Za-z]{3})\s+(\d{4})/.exec(pubDate);
  const month = rfc822 ? MONTHS[rfc822[2]!.toLowerCase()] : undefined;
  return rfc822 && month ? `${rfc822[3]}-${month}-${rfc822[1]!.padStart(2, '0')}` : null;
}

/** The document's name without language and extension: the same in `_es` and `_gl`. */
function documentId(url: URL): string {
  const file = url.pathname.split('/').pop() ?? '';
  return file.replace(/\.[a-z]+$/i, '').replace(/_(es|gl)$/i, '');
}

/**
 * The publications of a DOGA daily summary RSS (`Sumario_es.rss`): the issue number from the
 * channel description ('Diario núm, N'), section and issuing body from each item's description
 * (separated by `</br>`), one publication per document whatever its language. Throws
 * SummaryFormatError for anything that is not such a feed.
 */
export function parseDogaSummary(raw: string, baseUrl = DOGA_DEFAULT_BASE_URL): ParsedSummary {
  const channel = /<channel(?:\s[^>]*)?>([\s\S]*?)<\/channel>/i.exec(raw)?.[1];
  if (!/<rss[\s>]/i.test(raw) || channel === undefined) {
    throw new SummaryFormatError('not a DOGA summary: no RSS channel');
  }
  const channelText = channel.replace(/<item(?:\s[^>]*)?>[\s\S]*?<\/item>/gi, '');
  const issue =
    /Diario\s+n[úu]m[.,]?\s*,?\s*(\d+)/i.exec(tagText(channelText, 'description'))?.[1] ?? '';

  const seen = new Set<string>();
  const publications: Publication[] = [];
  let publishedOn: string | null = null;
  for (const [, item = ''] of channel.matchAll(/<item(?:\s[^>]*)?>([\s\S]*?)<\/item>/gi)) {
    const title = clean(tagText(item, 'title'));
    let link: URL;
    try {
      link = new URL(clean(tagText(item, 'link')), baseUrl);
    } catch {
      continue;
    }
    if (!isWebUrl(link.href)) continue;
    const day = dayOf(link.pathname, tagText(item, 'pubDate'));
    const externalId = documentId(link);
    if (!title || !day || !externalId || seen.has(externalId)) continue;
    seen.add(externalId);
    publishedOn ??= day;
    const [section, department] = sectionAndBody(tagText(item, 'description'));
    const urlHtml = link.href.replace(/_gl(\.[a-z]+)$/i, '_es$1');
    publications.push({
      source: 'doga',
      externalId,
      title,
      section,
      department,
      epigraph: null,
      issue,
      publishedOn: day,
      urlHtml,
      urlPdf: /\.html?$/i.test(urlHtml) ? urlHtml.replace(/\.html?$/i, '.pdf') : null,
    });
  }
  if (publishedOn === null && !issue) {
    throw new SummaryFormatError('not a DOGA summary: no issue number and no dated items');
  }
  return { publishedOn, publications };
}
