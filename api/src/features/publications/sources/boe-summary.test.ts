import fs from 'node:fs';
import path from 'node:path';
import { SummaryFormatError } from '../publication';
import { parseBoeSummary } from './boe-summary';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '../samples', name), 'utf8');
const parsed = () => parseBoeSummary(fixture('boe-two-issues.json'));
const byId = (id: string) => parsed().publications.find((item) => item.externalId === id);

describe('parseBoeSummary', () => {
  it('reads the date and every document of both issues of the day, each once', () => {
    const { publishedOn, publications } = parsed();
    expect(publishedOn).toBe('2026-05-12');
    expect(publications.map((item) => [item.externalId, item.issue])).toEqual([
      ['BOE-A-2026-9001', 'BOE-S-2026-114'],
      ['BOE-A-2026-9002', 'BOE-S-2026-114'],
      ['BOE-A-2026-9003', 'BOE-S-2026-114'],
      ['BOE-B-2026-15001', 'BOE-S-2026-114'],
      ['BOE-B-2026-15002', 'BOE-S-2026-114'],
      ['BOE-A-2026-9100', 'BOE-S-2026-115'],
    ]);
  });

  it('takes single children given as objects and values wrapped as {"texto": …}', () => {
    expect(byId('BOE-A-2026-9001')).toEqual({
      source: 'boe',
      externalId: 'BOE-A-2026-9001',
      title:
        'Orden HAC/512/2026, de 8 de mayo, por la que se aprueban los modelos de autoliquidación del Impuesto sobre el Valor Añadido.',
      section: 'I. Disposiciones generales',
      department: 'MINISTERIO DE HACIENDA',
      epigraph: 'Impuesto sobre el Valor Añadido',
      issue: 'BOE-S-2026-114',
      publishedOn: '2026-05-12',
      urlHtml: 'https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-9001',
      urlPdf: 'https://www.boe.es/boe/dias/2026/05/12/pdfs/BOE-A-2026-9001.pdf',
    });
  });

  it('finds headings and departments inside a "texto" wrapper at any level', () => {
    expect(byId('BOE-A-2026-9003')).toMatchObject({ epigraph: 'Cuerpos de profesores' });
    expect(byId('BOE-A-2026-9100')).toMatchObject({
      section: 'III. Otras disposiciones',
      department: 'PRESIDENCIA DEL GOBIERNO',
      epigraph: 'Emergencias',
    });
  });

  it('reads section V items that sit directly under the department, with no heading or control', () => {
    expect(byId('BOE-B-2026-15001')).toMatchObject({
      section: 'V. Anuncios. - A. Contratación del Sector Público',
      department: 'MINISTERIO DE TRANSPORTES Y MOVILIDAD SOSTENIBLE',
      epigraph: null,
    });
  });

  it('makes every URL absolute against the configured base, and skips an item without a title', () => {
    const replay = parseBoeSummary(fixture('boe-two-issues.json'), 'http://127.0.0.1:4010');
    const first = replay.publications[0];
    expect(first?.urlHtml).toBe('http://127.0.0.1:4010/diario_boe/txt.php?id=BOE-A-2026-9001');
    expect(first?.urlPdf).toBe(
      'http://127.0.0.1:4010/boe/dias/2026/05/12/pdfs/BOE-A-2026-9001.pdf',
    );
    expect(byId('BOE-B-2026-15003')).toBeUndefined();
  });

  it('keeps only http(s) links: a javascript: or data: one is replaced by the document page or dropped', () => {
    const text = fixture('boe-two-issues.json')
      .replace('"/diario_boe/txt.php?id=BOE-A-2026-9001"', '"javascript:alert(document.cookie)"')
      .replace(
        '"/boe/dias/2026/05/12/pdfs/BOE-A-2026-9001.pdf"',
        '"data:text/html,<script>alert(1)</script>"',
      );
    expect(text).toContain('javascript:alert');
    expect(text).toContain('data:text/html');
    const first = parseBoeSummary(text).publications[0];
    expect(first?.urlHtml).toBe('https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-9001');
    expect(first?.urlPdf).toBeNull();
  });

  it('refuses malformed JSON, a document that is not a summary, and a not-found answer', () => {
    expect(() => parseBoeSummary('{"status":')).toThrow(SummaryFormatError);
    expect(() => parseBoeSummary('{"hola": 1}')).toThrow('not a BOE summary');
    expect(() => parseBoeSummary(fixture('boe-no-bulletin.json'))).toThrow(
      'BOE answered status 404: No se encontró el sumario original.',
    );
  });
});
