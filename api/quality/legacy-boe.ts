import { SummaryFormatError, type Publication } from '../src/features/publications/publication';
import {
  BOE_DEFAULT_BASE_URL,
  absolute,
  type ParsedSummary,
} from '../src/features/publications/sources/boe-summary';

/** An element of a small XML document: no namespaces, no DTD, which the BOE summaries never use. */
interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** Its own text and CDATA, entities decoded, without the text of its children. */
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isInteger(code) && code >= 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : whole;
  });
}

// A comment, CDATA, a declaration or processing instruction, a closing tag, or an opening tag.
const MARKUP =
  /<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<[?!][\s\S]*?>|<\/([^\s>]+)\s*>|<([^\s/>]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** The root element of `xml`; throws SummaryFormatError when tags do not nest. */
function parseXml(xml: string): XmlElement {
  const root: XmlElement = { name: '', attributes: {}, children: [], text: '' };
  const open: XmlElement[] = [root];
  let at = 0;
  const top = () => open[open.length - 1] ?? root;
  const addText = (value: string) => {
    top().text += value;
  };
  for (const match of xml.matchAll(MARKUP)) {
    const between = xml.slice(at, match.index);
    if (between.includes('<')) throw new SummaryFormatError(`not XML: stray '<' near ${at}`);
    addText(decodeEntities(between));
    at = match.index + match[0].length;
    const [, cdata, closing, opening, attributes = '', selfClosing] = match;
    if (cdata !== undefined) {
      addText(cdata);
    } else if (closing !== undefined) {
      const current = open.pop();
      if (!current || current === root || current.name !== closing) {
        throw new SummaryFormatError(`not XML: </${closing}> closes <${current?.name ?? ''}>`);
      }
    } else if (opening !== undefined) {
      const element: XmlElement = { name: opening, attributes: {}, children: [], text: '' };
      for (const [, name = '', doubleQuoted, singleQuoted] of attributes.matchAll(ATTRIBUTE)) {
        element.attributes[name] = decodeEntities(doubleQuoted ?? singleQuoted ?? '');
      }
      top().children.push(element);
      if (!selfClosing) open.push(element);
    }
  }
  if (xml.slice(at).includes('<')) throw new SummaryFormatError(`not XML: stray '<' near ${at}`);
  if (open.length > 1) throw new SummaryFormatError(`not XML: <${top().name}> is not closed`);
  const [document] = root.children;
  if (!document || root.children.length > 1) {
    throw new SummaryFormatError('not XML: no single root element');
  }
  return document;
}

const elements = (parent: XmlElement, name: string) =>
  parent.children.filter((child) => child.name === name);

/** The whole text of an element and its children, on one line. */
function textOf(element: XmlElement | undefined): string {
  if (!element) return '';
  const all = (node: XmlElement): string => node.text + node.children.map(all).join(' ');
  return all(element).replace(/\s+/g, ' ').trim();
}

/** `<fechaInv>2017/10/02</fechaInv>`, else `<fecha>02/10/2017</fecha>` → 2017-10-02 */
function isoDay(meta: XmlElement): string {
  const inverted = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(textOf(elements(meta, 'fechaInv')[0]));
  if (inverted) return `${inverted[1]}-${inverted[2]}-${inverted[3]}`;
  const plain = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(textOf(elements(meta, 'fecha')[0]));
  if (plain) return `${plain[3]}-${plain[2]}-${plain[1]}`;
  throw new SummaryFormatError('BOE summary without a valid fechaInv or fecha');
}

/** A department's items, in the order printed: under headings (`epigrafe`) or directly under it. */
function* departmentItems(
  department: XmlElement,
): Generator<[item: XmlElement, epigraph: string | null]> {
  for (const child of department.children) {
    if (child.name === 'item') yield [child, null];
    if (child.name !== 'epigrafe') continue;
    for (const item of elements(child, 'item'))
      yield [item, child.attributes.nombre?.trim() || null];
  }
}

/**
 * The publications of a BOE daily summary in the XML format the BOE served before its open-data
 * API (`<sumario><meta>…<diario><seccion nombre><departamento nombre>[<epigrafe nombre>]<item id>`,
 * with relative `urlPdf` and `urlHtm`), with the same fields as `parseBoeSummary` gives for the
 * JSON summary: every issue of the day, each document once. Throws SummaryFormatError for anything
 * else.
 */
export function parseLegacyBoeSummary(raw: string, baseUrl = BOE_DEFAULT_BASE_URL): ParsedSummary {
  const summary = parseXml(raw.replace(/^\uFEFF/, ''));
  const meta = elements(summary, 'meta')[0];
  if (summary.name !== 'sumario' || !meta) {
    throw new SummaryFormatError('not a legacy BOE summary: no <sumario> with <meta>');
  }
  const publishedOn = isoDay(meta);

  const seen = new Set<string>();
  const publications: Publication[] = [];
  for (const issue of elements(summary, 'diario')) {
    const issueId =
      elements(issue, 'sumario_nbo')[0]?.attributes.id?.trim() ||
      issue.attributes.nbo?.trim() ||
      '';
    for (const section of elements(issue, 'seccion')) {
      for (const department of elements(section, 'departamento')) {
        for (const [item, epigraph] of departmentItems(department)) {
          const externalId = item.attributes.id?.trim() ?? '';
          const title = textOf(elements(item, 'titulo')[0]);
          if (!externalId || !title || seen.has(externalId)) continue;
          const urlHtml =
            absolute(textOf(elements(item, 'urlHtm')[0]), baseUrl) ??
            absolute(`/diario_boe/txt.php?id=${encodeURIComponent(externalId)}`, baseUrl);
          if (!urlHtml) continue;
          seen.add(externalId);
          publications.push({
            source: 'boe',
            externalId,
            title,
            section: section.attributes.nombre?.trim() ?? '',
            department: department.attributes.nombre?.trim() ?? '',
            epigraph,
            issue: issueId,
            publishedOn,
            urlHtml,
            urlPdf: absolute(textOf(elements(item, 'urlPdf')[0]), baseUrl),
          });
        }
      }
    }
  }
  return { publishedOn, publications };
}
