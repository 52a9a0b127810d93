import fs from 'node:fs';
import path from 'node:path';
import { SummaryFormatError } from '../publication';
import { parseDogaSummary } from './doga-summary';

const feed = fs.readFileSync(path.join(__dirname, '../samples', 'doga-sumario.rss'), 'utf8');

describe('parseDogaSummary', () => {
  it('reads the issue number, the day and each document once, whatever its language', () => {
    const { publishedOn, publications } = parseDogaSummary(feed);
    expect(publishedOn).toBe('2026-05-13');
    expect(publications.map((item) => item.externalId)).toEqual([
      'AnuncioG0415-050526-0001',
      'AnuncioG0164-060526-0002',
      'AnuncioO3-300426-0003',
    ]);
    expect(new Set(publications.map((item) => item.issue))).toEqual(new Set(['92']));
  });

  it('splits the description into section and issuing body at </br>, escaped or not', () => {
    const [first, second] = parseDogaSummary(feed).publications;
    expect(first).toEqual({
      source: 'doga',
      externalId: 'AnuncioG0415-050526-0001',
      title:
        'ORDEN de 5 de mayo de 2026 por la que se establecen las bases reguladoras de las ayudas para la rehabilitación de viviendas en el Camino de Santiago',
      section: 'III. Otras disposiciones',
      department: 'Consellería de Vivienda y Planificación de Infraestructuras',
      epigraph: null,
      issue: '92',
      publishedOn: '2026-05-13',
      urlHtml:
        'https://www.xunta.gal/dog/Publicados/2026/20260513/AnuncioG0415-050526-0001_es.html',
      urlPdf: 'https://www.xunta.gal/dog/Publicados/2026/20260513/AnuncioG0415-050526-0001_es.pdf',
    });
    expect(second).toMatchObject({
      title:
        'RESOLUCIÓN de 6 de mayo de 2026 por la que se convoca el proceso selectivo para el ingreso en el cuerpo de auxiliares de la Xunta de Galicia & sus organismos',
      section: 'II. Autoridades y personal',
      department: 'Consellería de Hacienda y Administración Pública',
    });
  });

  it('makes relative links absolute against the configured base', () => {
    const [, second] = parseDogaSummary(feed, 'http://127.0.0.1:4011').publications;
    expect(second?.urlHtml).toBe(
      'http://127.0.0.1:4011/dog/Publicados/2026/20260513/AnuncioG0164-060526-0002_es.html',
    );
  });

  it('skips an item whose link is not http(s)', () => {
    const hostile = feed.replace(
      /<link>[^<]*(AnuncioG0164-060526-0002[^<]*)<\/link>/g,
      '<link>javascript:alert(1)//$1</link>',
    );
    expect(hostile).not.toBe(feed);
    expect(parseDogaSummary(hostile).publications.map((item) => item.externalId)).toEqual([
      'AnuncioG0415-050526-0001',
      'AnuncioO3-300426-0003',
    ]);
  });

  it('reads a day without items as an empty issue, and refuses what is no RSS summary', () => {
    const empty = '<rss><channel><description>Diario núm, 93</description></channel></rss>';
    expect(parseDogaSummary(empty)).toEqual({ publishedOn: null, publications: [] });
    expect(() => parseDogaSummary('{"data": []}')).toThrow(SummaryFormatError);
    expect(() => parseDogaSummary('<rss><channel><title>x</title></channel></rss>')).toThrow(
      'not a DOGA summary',
    );
  });
});
