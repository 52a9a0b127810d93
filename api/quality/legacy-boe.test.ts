import { SummaryFormatError } from '../src/features/publications/publication';
import { parseLegacyBoeSummary } from './legacy-boe';

// The shape of the BOE's XML summaries before the open-data API (BOE-S-2017-237, shortened).
const SUMMARY = `<?xml version="1.0" encoding="UTF-8"?>
<sumario>
  <meta>
    <pub>BOE</pub>
    <fecha>02/10/2017</fecha>
    <fechaInv>2017/10/02</fechaInv>
  </meta>
  <diario nbo="237">
    <sumario_nbo id="BOE-S-2017-237">
      <urlPdf szBytes="381313" szKBytes="372">/boe/dias/2017/10/02/pdfs/BOE-S-2017-237.pdf</urlPdf>
    </sumario_nbo>
    <seccion num="2A" nombre="II. Autoridades y personal. - A. Nombramientos, situaciones e incidencias">
      <departamento nombre="CONSEJO GENERAL DEL PODER JUDICIAL" etq="1820">
        <epigrafe nombre="Nombramientos">
          <item id="BOE-A-2017-11120" control="2017/11042">
            <titulo>Real Decreto 847/2017, de 15 de septiembre, por el que se nombra a la magistrada
              doña María Gloria Pérez Padilla, Juez de lo Penal número 3 de Sabadell.</titulo>
            <urlPdf szBytes="148898" szKBytes="145" numPag="1">/boe/dias/2017/10/02/pdfs/BOE-A-2017-11120.pdf</urlPdf>
            <urlHtm>/diario_boe/txt.php?id=BOE-A-2017-11120</urlHtm>
            <urlXml>/diario_boe/xml.php?id=BOE-A-2017-11120</urlXml>
          </item>
        </epigrafe>
        <epigrafe nombre="Destinos">
          <item id="BOE-A-2017-11119" control="2017/11041">
            <titulo>Ley de Aguas &amp; costas: &quot;&#233;xito&quot; &lt;2017&gt;</titulo>
            <urlHtm>/diario_boe/txt.php?id=BOE-A-2017-11119</urlHtm>
          </item>
        </epigrafe>
      </departamento>
    </seccion>
    <seccion num="4" nombre="IV. Administración de Justicia">
      <departamento nombre="JUZGADOS DE LO SOCIAL" etq="9548">
        <item id="BOE-B-2017-56000" control="2017/99">
          <titulo><![CDATA[SANTA CRUZ DE TENERIFE]]></titulo>
          <urlPdf>/boe/dias/2017/10/02/pdfs/BOE-B-2017-56000.pdf</urlPdf>
        </item>
        <item id="BOE-B-2017-56001"><titulo></titulo></item>
        <item id="BOE-A-2017-11120"><titulo>Repeated</titulo></item>
      </departamento>
    </seccion>
    <!-- a comment -->
    <seccion num="5A" nombre="V. Anuncios. - A. Contratación del Sector Público">
      <departamento nombre="MINISTERIO DE DEFENSA" etq="6110">
        <epigrafe nombre="Anuncios">
          <item id="BOE-B-2017-56100"><titulo>Under a heading</titulo></item>
        </epigrafe>
        <item id="BOE-B-2017-56101"><titulo>Directly under the department</titulo></item>
      </departamento>
    </seccion>
  </diario>
</sumario>`;

describe('parseLegacyBoeSummary', () => {
  const { publishedOn, publications } = parseLegacyBoeSummary(SUMMARY);
  const byId = (id: string) => publications.find((item) => item.externalId === id);

  it('reads the day and every item with a title once, in the order printed', () => {
    expect(publishedOn).toBe('2017-10-02');
    expect(publications.map((item) => item.externalId)).toEqual([
      'BOE-A-2017-11120',
      'BOE-A-2017-11119',
      'BOE-B-2017-56000',
      'BOE-B-2017-56100',
      'BOE-B-2017-56101',
    ]);
  });

  it('gives the fields of the JSON parser: names, heading, issue and absolute URLs', () => {
    expect(byId('BOE-A-2017-11120')).toEqual({
      source: 'boe',
      externalId: 'BOE-A-2017-11120',
      title:
        'Real Decreto 847/2017, de 15 de septiembre, por el que se nombra a la magistrada doña María Gloria Pérez Padilla, Juez de lo Penal número 3 de Sabadell.',
      section: 'II. Autoridades y personal. - A. Nombramientos, situaciones e incidencias',
      department: 'CONSEJO GENERAL DEL PODER JUDICIAL',
      epigraph: 'Nombramientos',
      issue: 'BOE-S-2017-237',
      publishedOn: '2017-10-02',
      urlHtml: 'https://www.boe.es/diario_boe/txt.php?id=BOE-A-2017-11120',
      urlPdf: 'https://www.boe.es/boe/dias/2017/10/02/pdfs/BOE-A-2017-11120.pdf',
    });
  });

  it('decodes entities and CDATA; an item without urlPdf has none, without urlHtm gets txt.php', () => {
    expect(byId('BOE-A-2017-11119')).toMatchObject({
      title: 'Ley de Aguas & costas: "éxito" <2017>',
      epigraph: 'Destinos',
      urlPdf: null,
    });
    expect(byId('BOE-B-2017-56000')).toMatchObject({
      title: 'SANTA CRUZ DE TENERIFE',
      section: 'IV. Administración de Justicia',
      department: 'JUZGADOS DE LO SOCIAL',
      epigraph: null,
      urlHtml: 'https://www.boe.es/diario_boe/txt.php?id=BOE-B-2017-56000',
      urlPdf: 'https://www.boe.es/boe/dias/2017/10/02/pdfs/BOE-B-2017-56000.pdf',
    });
  });

  it('reads items under a heading and directly under the department', () => {
    expect(byId('BOE-B-2017-56100')).toMatchObject({ epigraph: 'Anuncios' });
    expect(byId('BOE-B-2017-56101')).toMatchObject({
      department: 'MINISTERIO DE DEFENSA',
      epigraph: null,
    });
  });

  it('makes URLs absolute against another base', () => {
    const replay = parseLegacyBoeSummary(SUMMARY, 'http://127.0.0.1:4010');
    expect(replay.publications[0]?.urlHtml).toBe(
      'http://127.0.0.1:4010/diario_boe/txt.php?id=BOE-A-2017-11120',
    );
  });

  it('takes the day from <fecha> when there is no <fechaInv>', () => {
    const plain = SUMMARY.replace(/<fechaInv>.*<\/fechaInv>/, '');
    expect(parseLegacyBoeSummary(plain).publishedOn).toBe('2017-10-02');
  });

  it('refuses what is not such a summary', () => {
    expect(() => parseLegacyBoeSummary('{"data": {}}')).toThrow(SummaryFormatError);
    expect(() => parseLegacyBoeSummary('<rss><channel></channel></rss>')).toThrow(
      SummaryFormatError,
    );
    expect(() => parseLegacyBoeSummary(SUMMARY.replace('</seccion>', ''))).toThrow(
      SummaryFormatError,
    );
    expect(() =>
      parseLegacyBoeSummary(SUMMARY.replace(/<fecha(Inv)?>.*<\/fecha(Inv)?>/g, '')),
    ).toThrow(/fecha/);
  });
});
