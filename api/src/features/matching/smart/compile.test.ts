import type { Thesaurus } from '../thesaurus';
import { SPANISH_THESAURUS } from '../thesaurus';
import { compilePrompt, wordsToStem } from './compile';
import { MAX_PROMPT_TERMS, parsePrompt } from './parse';
import { singular } from './words';

const thesaurus: Thesaurus = {
  version: 'test-1',
  entries: [
    {
      terms: ['impuestos', 'tributos'],
      equivalents: ['tributaria', 'Agencia Tributaria'],
      headings: ['Tributos'],
    },
    { terms: ['medio ambiente'], equivalents: ['impacto ambiental'] },
    { terms: ['carreteras'], equivalents: ['autovía'], except: ['transporte por carretera'] },
    {
      terms: ['nombramientos', 'designaciones'],
      headings: ['Nombramientos'],
      except: ['libre designación'],
      personnel: true,
    },
    { terms: ['oposiciones'], sections: ['Oposiciones y concursos'], personnel: true },
    { terms: ['Galicia'], equivalents: ['Ourense'], courtSeats: ['Xinzo de Limia'], kind: 'name' },
    { terms: ['autónomos'], unstemmed: true },
    {
      terms: ['altos cargos'],
      inSection: { section: 'Nombramientos, situaciones', equivalents: ['Real Decreto'] },
      except: ['Poder Judicial'],
      kind: 'name',
      personnel: true,
    },
  ],
};

const labels = (prompt: string) =>
  parsePrompt(prompt, thesaurus).groups.map((group) => group.map((term) => term.typed));

describe('parsing a prompt', () => {
  it('makes every concept required (AND) and leaves out words that say nothing', () => {
    expect(labels('impuestos en Galicia')).toEqual([['impuestos'], ['galicia']]);
    expect(labels('licencias para las carreteras')).toEqual([['licencias'], ['carreteras']]);
  });

  it('reads several words that the thesaurus knows as one concept', () => {
    expect(labels('medio ambiente')).toEqual([['medio ambiente']]);
    expect(parsePrompt('medio ambiente', thesaurus).groups[0]?.[0]?.type).toBe('entry');
  });

  it('keeps a quoted phrase whole, unexpanded unless the thesaurus knows it whole', () => {
    const [[term]] = parsePrompt('"impuestos de sociedades"', thesaurus).groups as [[unknown]];
    expect(term).toMatchObject({ type: 'phrase', words: ['impuestos', 'de', 'sociedades'] });
    // One concept as the user meant it: the entry of the whole phrase, never of its words apart.
    const [[known]] = parsePrompt('"medio ambiente"', thesaurus).groups as [[unknown]];
    expect(known).toMatchObject({ type: 'entry', typed: '"medio ambiente"' });
    expect(compilePrompt('"medio ambiente"', thesaurus).concepts[0]?.expansions).toContain(
      'impacto ambiental',
    );
    const [[quotedWord]] = parsePrompt('"impuestos"', thesaurus).groups as [[unknown]];
    expect(quotedWord).toMatchObject({ type: 'entry', typed: '"impuestos"' });
    // Excluded, a phrase stays as written.
    expect(parsePrompt('carreteras -"medio ambiente"', thesaurus).excluded).toEqual([
      expect.objectContaining({ type: 'phrase', words: ['medio', 'ambiente'] }),
    ]);
  });

  it('joins the terms on both sides of OR as alternatives', () => {
    expect(labels('impuestos OR carreteras Galicia')).toEqual([
      ['impuestos', 'carreteras'],
      ['galicia'],
    ]);
  });

  it('excludes -words and -"phrases", which are not concepts and never expand', () => {
    const parsed = parsePrompt('impuestos -tributos -"medio ambiente"', thesaurus);
    expect(parsed.groups).toHaveLength(1);
    expect(parsed.excluded).toEqual([
      expect.objectContaining({ type: 'word', typed: 'tributos' }),
      expect.objectContaining({ type: 'phrase', words: ['medio', 'ambiente'] }),
    ]);
  });

  it('does not expand an equivalent typed alone: only terms bring an entry in', () => {
    expect(parsePrompt('autovía', thesaurus).groups[0]?.[0]?.type).toBe('word');
  });

  it('keeps a repeated concept once, and no more than MAX_PROMPT_TERMS terms in all', () => {
    expect(labels(Array(333).fill('impuestos').join(' '))).toEqual([['impuestos']]);
    expect(labels('vigo OR vigo impuestos -faro -faro')).toEqual([['vigo'], ['impuestos']]);
    const many = Array.from({ length: 300 }, (_, index) => `w${index}`);
    const parsed = parsePrompt(`${many.join(' ')} -a -b`, thesaurus);
    expect(parsed.groups).toHaveLength(MAX_PROMPT_TERMS);
    expect(parsed.excluded).toEqual([]);
    const alternatives = parsePrompt(many.join(' OR '), thesaurus);
    expect(alternatives.groups.map((group) => group.length)).toEqual([MAX_PROMPT_TERMS]);
  });
});

describe('compiling a prompt', () => {
  it('expands a concept to its equivalents, several words as a phrase', () => {
    const { tsquery, concepts } = compilePrompt('medio ambiente', thesaurus);
    expect(tsquery).toContain(
      "('=medio':AC | '=medios':AC) <-> ('=ambiente':AC | '=ambientes':AC)",
    );
    expect(tsquery).toContain(
      "('=impacto':A | '=impactos':A) <-> ('=ambiental':A | '=ambientales':A)",
    );
    expect(concepts).toMatchObject([
      { label: 'medio ambiente', origin: 'thesaurus', expansions: ['impacto ambiental'] },
    ]);
  });

  it('matches singular and plural and, with stems, the stemmed word in text and headings', () => {
    const { tsquery } = compilePrompt(
      'licitaciones',
      thesaurus,
      new Map([['licitaciones', ['licitacion']]]),
    );
    expect(tsquery).toBe(
      "(('=licitaciones':A | '=licitacion':A) | ('=licitaciones':B | '=licitacion':B) | 'licitacion':A | 'licitacion':B | ('=licitaciones':AC | '=licitacion':AC))",
    );
  });

  it('matches by its forms only a word whose stem is short or shared with other meanings', () => {
    const forms = (word: string, stem: string) =>
      compilePrompt(word, thesaurus, new Map([[word, [stem]]])).tsquery;
    // 'seguridad' is 'segur' too, 'cooperación' 'cooper', 'licenciada' 'licenci'.
    for (const [word, stem] of [
      ['seguros', 'segur'],
      ['cooperativas', 'cooper'],
      ['licencias', 'licenci'],
    ] as const) {
      expect(forms(word, stem)).toContain(`'=${word}':A`);
      expect(forms(word, stem)).not.toContain(`'${stem}'`);
    }
    expect(compilePrompt('-seguros', thesaurus, new Map([['seguros', ['segur']]]))).toMatchObject({
      tsquery: '',
    });
    expect(
      compilePrompt('vivienda -seguros', thesaurus, new Map([['seguros', ['segur']]])).exclusions,
    ).toEqual(["('=seguros' | '=seguro')"]);
  });

  it('matches the words of an unstemmed entry by their forms only', () => {
    const stems = new Map([['autonomos', ['autonom']]]);
    const { tsquery } = compilePrompt('autonomos', thesaurus, stems);
    expect(tsquery).toContain("'=autonomos':A");
    expect(tsquery).not.toContain("'autonom'");
    expect(wordsToStem('autonomos', thesaurus)).toEqual([]);
  });

  it('takes a quoted phrase as meant, in a call or an appointment too', () => {
    expect(compilePrompt('"cuerpo de maestros"', SPANISH_THESAURUS).penalisePersonnel).toBe(false);
    expect(compilePrompt('colegios', SPANISH_THESAURUS).penalisePersonnel).toBe(true);
  });

  it('looks for a word it does not know among the names of a title too, as typed', () => {
    const { tsquery } = compilePrompt('vigo', SPANISH_THESAURUS);
    expect(tsquery).toContain("('=vigo':AC | '=vigos':AC)");
    expect(tsquery).not.toContain(':D');
  });

  it('does not find a lower-case word among names: a name is not a topic', () => {
    const { tsquery } = compilePrompt('carreteras', thesaurus);
    expect(tsquery).not.toMatch(/'=carreteras?':(C|D|AC)/);
  });

  it('finds capitalised words and places among names and departments, never by stem', () => {
    const stems = new Map([['granada', ['gran']]]);
    const granada = compilePrompt('Granada', thesaurus, stems).tsquery;
    expect(granada).toContain("'=granada':AC");
    expect(granada).toContain("'=granada':D");
    expect(granada).not.toContain("'gran'");
    const galicia = compilePrompt('galicia', thesaurus).tsquery;
    expect(galicia).toContain("'=ourense':D");
  });

  it('finds capitalised equivalents among names, lower-case ones only in text', () => {
    const { tsquery } = compilePrompt('impuestos', thesaurus);
    expect(tsquery).toContain("('=agencia':AC | '=agencias':AC) <-> ('=tributaria':AC");
    expect(tsquery).toContain("('=tributaria':A | '=tributarias':A) |");
    expect(tsquery).not.toMatch(/\| \('=tributaria':(AC|D)/);
  });

  it('matches headings on the heading only and sections on the section only', () => {
    const impuestos = compilePrompt('impuestos', thesaurus).groups[0] ?? [];
    const heading = impuestos.filter((signal) => signal.tsquery.includes("'=tributos':B"));
    expect(heading).toEqual([expect.objectContaining({ weight: 0.9 * 0.9 })]);
    const { tsquery } = compilePrompt('oposiciones', thesaurus);
    expect(tsquery).toContain("('§oposiciones' | '§oposicion') <-> '§y' <-> ('§concursos'");
    expect(tsquery).not.toMatch(/'=oposiciones':[CD]/);
  });

  it("finds a court's seat by its words in the title or heading of section IV only", () => {
    const [group] = compilePrompt('Galicia', thesaurus).groups;
    const seat = group?.filter((signal) => signal.tsquery.includes('xinzo'));
    expect(seat).toEqual([
      {
        tsquery: "'=xinzo':ABC & '=limia':ABC & '§administracion' & '§justicia'",
        weight: 0.9,
        anchors: ['=xinzo'],
      },
    ]);
  });

  it('finds the equivalents of one section in the titles of that section only', () => {
    const [group] = compilePrompt('altos cargos', thesaurus).groups;
    const decree = group?.filter((signal) => signal.tsquery.includes('decreto'));
    expect(decree).toEqual([
      {
        tsquery:
          "((('=real':AC | '=reales':AC) <-> ('=decreto':AC | '=decretos':AC)) & " +
          "('§nombramientos' | '§nombramiento') <-> ('§situaciones' | '§situacion')) & " +
          "!(('=poder' | '=poderes') <-> ('=judicial' | '=judiciales'))",
        weight: 0.9,
        anchors: ['=decreto', '=decretos'],
      },
    ]);
    expect(compilePrompt('altos cargos', thesaurus).concepts[0]?.expansions).toContain(
      'Real Decreto',
    );
  });

  it('leaves out the senses a thesaurus entry excludes', () => {
    const [signal] = compilePrompt('carreteras', thesaurus).groups[0] ?? [];
    expect(signal?.tsquery).toContain("!(('=transporte' | '=transportes') <-> '=por' <-> (");
  });

  it('excludes a sense of the words where it is written: in the heading only for a heading', () => {
    const [group] = compilePrompt('designaciones', thesaurus).groups;
    expect(group?.map((signal) => signal.tsquery)).toContain(
      "(('=nombramientos':B | '=nombramiento':B)) & " +
        "!(('=libre':B | '=libres':B) <-> ('=designacion':B | '=designaciones':B))",
    );
    const word = group?.find((signal) => signal.tsquery.includes("'=designaciones':A"));
    expect(word?.tsquery).toContain(
      "!(('=libre' | '=libres') <-> ('=designacion' | '=designaciones'))",
    );
  });

  it('weighs exact words over equivalents over stems', () => {
    const [group] = compilePrompt(
      'impuestos',
      thesaurus,
      new Map([['impuestos', ['impuest']]]),
    ).groups;
    const weight = (fragment: string) =>
      group?.find((signal) => signal.tsquery.includes(fragment))?.weight;
    expect(weight("'=impuestos':A")).toBe(1);
    expect(weight("'=tributaria':A")).toBe(0.9);
    expect(weight("'impuest':A")).toBe(0.8);
  });

  it('excludes -words by their forms and stems, and -"phrases" as phrases', () => {
    const stems = new Map([['tributos', ['tribut']]]);
    const { tsquery } = compilePrompt('impuestos -tributos -"agua embalsada"', thesaurus, stems);
    expect(tsquery).toContain("& !(('=tributos' | '=tributo' | 'tribut'))");
    // The whole phrase is excluded, not a phrase beginning with any word but 'agua'.
    expect(tsquery).toContain("& !(('=agua' | '=aguas') <-> ('=embalsada' | '=embalsadas'))");
  });

  it('marks topic prompts to weigh personnel items down, not personnel or place prompts', () => {
    expect(compilePrompt('impuestos', thesaurus).penalisePersonnel).toBe(true);
    expect(compilePrompt('oposiciones impuestos', thesaurus).penalisePersonnel).toBe(false);
    expect(compilePrompt('Galicia', thesaurus).penalisePersonnel).toBe(false);
    expect(compilePrompt('oposiciones Galicia', thesaurus).penalisePersonnel).toBe(false);
  });

  it('anchors a prompt on its names, else on any topic, and gates every group', () => {
    const compiled = compilePrompt('autovía "cuerpo de maestros"', thesaurus);
    // Every item a phrase matches holds a form of its longest word; a word, one of its forms. An
    // item may lack one topic (ranked relevance): it holds an anchor of some topic group.
    expect(compiled.anchors.sort()).toEqual(['=autovia', '=autovias', '=maestro', '=maestros']);
    // Every name must be found: the anchors of the name group with the fewest.
    expect(compilePrompt('autovía Galicia', thesaurus).anchors).toEqual(
      compilePrompt('Galicia', thesaurus).anchors,
    );
    expect(compiled.gates).toHaveLength(2);
    expect(compiled.gates[1]).toBe("('=maestros' | '=maestro')");
    expect(compilePrompt('de la -impuestos', thesaurus)).toMatchObject({ anchors: [], gates: [] });
  });

  it('asks for nothing when the prompt has no concept', () => {
    expect(compilePrompt('de la -impuestos', thesaurus)).toMatchObject({ tsquery: '', groups: [] });
  });

  it('lists the single words to stem, not names, phrases or headings', () => {
    expect(wordsToStem('impuestos Granada -licencias', thesaurus).sort()).toEqual([
      'impuestos',
      'licencias',
      'tributaria',
      'tributos',
    ]);
  });
});

describe('the Spanish thesaurus', () => {
  const expansions = (prompt: string) =>
    compilePrompt(prompt, SPANISH_THESAURUS).concepts.flatMap((concept) => concept.expansions);

  it('has a version and, for every typed term, one entry only', () => {
    expect(SPANISH_THESAURUS.version).toMatch(/^es-/);
    const owners = new Map<string, number>();
    SPANISH_THESAURUS.entries.forEach((entry, at) => {
      expect(entry.terms.length).toBeGreaterThan(0);
      for (const term of entry.terms) {
        const key = term.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
        const singularKey = key.split(' ').map(singular).join(' ');
        expect([singularKey, owners.get(singularKey) ?? at]).toEqual([singularKey, at]);
        owners.set(singularKey, at);
      }
    });
  });

  it('expands the everyday words of the issue', () => {
    expect(expansions('impuestos')).toEqual(expect.arrayContaining(['tributos', 'tributaria']));
    expect(expansions('oposiciones')).toEqual(
      expect.arrayContaining(['pruebas selectivas', 'proceso selectivo', 'convocatoria de plazas']),
    );
    expect(expansions('colegios')).toEqual(
      expect.arrayContaining(['centro docente', 'centro educativo']),
    );
    expect(expansions('nombramientos')).toEqual(
      expect.arrayContaining(['se nombra', 'se designa']),
    );
    expect(expansions('destituciones')).toEqual(expect.arrayContaining(['cese', 'destitución']));
    expect(expansions('multas')).toEqual(expect.arrayContaining(['sanción']));
    expect(expansions('carreteras')).toEqual(expect.arrayContaining(['autovía']));
    expect(expansions('sanidad')).toEqual(expect.arrayContaining(['sanitario', 'salud']));
  });

  it('takes in the narrower concepts of a broad one', () => {
    expect(expansions('energía')).toEqual(
      expect.arrayContaining(['central térmica', 'captadores solares', 'gas natural']),
    );
    expect(expansions('emergencias')).toEqual(
      expect.arrayContaining(['inundaciones', 'incendios forestales', 'extinción de incendios']),
    );
    // Narrower does not mean the other way round.
    expect(expansions('electricidad')).not.toContain('gas natural');
  });

  it('tells judges as people from the courts’ work', () => {
    const [judges] = compilePrompt('jueces', SPANISH_THESAURUS).concepts;
    expect(judges?.expansions).toEqual(expect.arrayContaining(['Carrera Judicial']));
    expect(judges?.expansions).not.toContain('edictos');
    expect(compilePrompt('jueces', SPANISH_THESAURUS).penalisePersonnel).toBe(false);
  });

  it('tells the civil service from jobs, and a provincial council from a topic', () => {
    const civilService = compilePrompt('funcion publica', SPANISH_THESAURUS);
    expect(civilService.concepts[0]?.expansions).toEqual(
      expect.arrayContaining(['funcionarios', 'libre designación']),
    );
    expect(civilService.tsquery).toContain("'§nombramientos'");
    expect(compilePrompt('empleo', SPANISH_THESAURUS).tsquery).not.toContain("'§nombramientos'");
    const councils = compilePrompt('diputaciones provinciales', SPANISH_THESAURUS);
    expect(councils.concepts).toHaveLength(1);
    expect(councils.penalisePersonnel).toBe(false);
    expect(compilePrompt('pueblos', SPANISH_THESAURUS).penalisePersonnel).toBe(false);
    // Town councils are the towns: what they do, their staff calls too.
    const townCouncils = compilePrompt('ayuntamientos', SPANISH_THESAURUS);
    expect(townCouncils.concepts[0]).toMatchObject({ origin: 'thesaurus' });
    expect(townCouncils.concepts[0]?.expansions).toEqual(expect.arrayContaining(['Concello']));
    expect(townCouncils.penalisePersonnel).toBe(false);
    // Permanent posts are won by selection: not the whole section, whose transfers move staff.
    expect(compilePrompt('oposiciones', SPANISH_THESAURUS).tsquery).toContain("'§oposiciones'");
    expect(compilePrompt('plazas fijas', SPANISH_THESAURUS).tsquery).not.toContain(
      "'§oposiciones'",
    );
  });

  it('knows the everyday subjects people subscribe to, worded as bulletins word them', () => {
    expect(expansions('iva')).toContain('Impuesto sobre el Valor Añadido');
    expect(expansions('impuestos')).toContain('Impuesto sobre el Valor Añadido');
    expect(expansions('guarderias')).toContain('escuelas infantiles');
    expect(expansions('pymes')).toContain('pequeñas y medianas empresas');
    // Public works are not a home's works ('obras' alone is a home's renovation).
    expect(expansions('obras publicas')).toContain('contrato de obras');
    expect(expansions('obras publicas')).not.toContain('rehabilitación');
  });

  it('does not take a square or works for jobs, nor an energy permit for construction', () => {
    expect(expansions('empleo')).toEqual(expect.arrayContaining(['proceso selectivo']));
    expect(expansions('empleo')).not.toEqual(expect.arrayContaining(['plazas']));
    expect(expansions('empleo')).not.toEqual(expect.arrayContaining(['trabajo']));
    expect(expansions('plazas')).toEqual(expect.arrayContaining(['proceso selectivo']));
    expect(expansions('construccion')).toEqual(expect.arrayContaining(['contrato de obras']));
    expect(compilePrompt('construccion', SPANISH_THESAURUS).tsquery).toContain(
      "!(('=autorizacion' | '=autorizaciones') <-> ('=administrativa' | '=administrativas') <->",
    );
  });

  it('keeps a narrower concept narrow, and finds words that bulletins do not use', () => {
    expect(expansions('bachillerato')).not.toContain('educación secundaria');
    expect(expansions('secundaria')).toContain('Bachillerato');
    expect(expansions('accidentes de trabajo')).toContain('enfermedades profesionales');
    expect(expansions('accidentes de trabajo')).not.toContain(
      'Instituto Nacional de Seguridad y Salud en el Trabajo',
    );
    expect(expansions('riesgos laborales')).toContain('accidente de trabajo');
    expect(expansions('nominas')).toContain('tablas salariales');
    expect(expansions('pozos')).toContain('aguas subterráneas');
    expect(expansions('camiones')).toContain('transporte de mercancías por carretera');
    expect(expansions('lineas de alta tension')).toContain('línea eléctrica');
    expect(expansions('cotizaciones')).toContain('bases de cotización');
    expect(expansions('tratados')).toContain('Acuerdos internacionales');
    // A contract's object that acquires goods is a supply.
    expect(expansions('contratos de suministro')).toContain('adquisición');
  });

  it('tells an index from what follows it, and public finances from the debt market', () => {
    expect(expansions('euribor')).toContain('tipos de interés de referencia');
    expect(expansions('euribor')).not.toContain('hipotecaria');
    expect(expansions('hipotecas')).toEqual(expect.arrayContaining(['Euríbor', 'hipotecaria']));
    expect(expansions('precio del dolar')).toContain('cambios del euro');
    expect(expansions('cuentas publicas')).toEqual(
      expect.arrayContaining(['cuentas anuales', 'crédito extraordinario', 'Deuda del Estado']),
    );
    expect(expansions('cuentas publicas')).not.toContain('Deuda pública en anotaciones');
    expect(expansions('deuda publica')).toContain('Deuda pública en anotaciones');
    expect(expansions('padron')).toContain('empadronamiento');
  });

  it('keeps each concept of the tenth blind set to its own sense', () => {
    expect(expansions('fondo perdido')).toContain('subvención');
    // A lost degree certificate is a university degree's, not a study plan's.
    expect(expansions('titulos universitarios')).toContain('plan de estudios');
    const degree = compilePrompt('titulos universitarios', SPANISH_THESAURUS).groups[0] ?? [];
    expect(degree.some((signal) => signal.tsquery.includes("'=extravio'"))).toBe(false);
    const plans = compilePrompt('plan de estudios', SPANISH_THESAURUS).groups[0] ?? [];
    expect(plans.every((signal) => signal.tsquery.includes("'=extravio'"))).toBe(true);
    // 'estudiantes' shares its stem with 'estudios': its forms only.
    expect(expansions('estudiantes')).toContain('prácticas externas');
    expect(wordsToStem('estudiantes', SPANISH_THESAURUS)).toEqual([]);
    expect(expansions('rios')).toContain('dominio público hidráulico');
    expect(expansions('delincuencia')).toContain('Secretaría de Estado de Seguridad');
    expect(expansions('subastas')).toContain('Unidad de Subastas');
    expect(expansions('gestion de residuos')).toContain('recogida de residuos');
    expect(expansions('petroleo')).toContain('combustible de automoción');
    expect(expansions('petroleo')).not.toContain('gas natural');
    expect(expansions('internet')).toContain('derechos digitales');
    expect(expansions('telefonia')).not.toContain('derechos digitales');
    expect(expansions('ONU')).toContain('UNICEF');
    expect(expansions('contratos de mantenimiento')).toContain('conservación de carreteras');
    expect(expansions('ciberataques')).toContain('Firewall');
    // A company named after a park is not one; the environment does not take that exception in.
    const parks = compilePrompt('parques naturales', SPANISH_THESAURUS).groups[0] ?? [];
    expect(parks.every((signal) => signal.tsquery.includes("!(('=sl' | '=sles'))"))).toBe(true);
    const environment = compilePrompt('medio ambiente', SPANISH_THESAURUS).groups[0] ?? [];
    expect(environment.some((signal) => signal.tsquery.includes("'=sl'"))).toBe(false);
  });

  it('keeps each concept of the eleventh blind set to its own sense', () => {
    // The court by its name takes in its department; its judgments are its own.
    const court = compilePrompt('tribunal constitucional', SPANISH_THESAURUS);
    expect(court.tsquery).toMatch(/'=constitucional':D/);
    expect(expansions('negociacion colectiva')).toContain('Convenios colectivos de trabajo');
    expect(expansions('molinos de viento')).toContain('eólico');
    expect(expansions('granjas')).toContain('explotaciones ganaderas');
    expect(expansions('cuarteles')).toContain('Acuartelamiento');
    expect(expansions('material sanitario')).toContain('reactivos');
    expect(expansions('espectaculos')).toContain('INAEM');
    expect(expansions('espectaculos')).toContain('teatral');
    expect(expansions('bancos')).toContain('Entidad Financiera');
    expect(expansions('rehabilitacion de edificios')).toContain('fachada');
    // Public works: what a works contract builds; infrastructure takes them in, not the other way.
    expect(expansions('obras publicas')).toEqual(expect.arrayContaining(['Obras de', 'presa']));
    expect(expansions('obras publicas')).not.toContain('infraestructuras');
    expect(expansions('infraestructuras')).toContain('proyecto constructivo');
    // Public health is the population's, not its care; health takes it in.
    expect(expansions('"salud publica"')).toContain('vigilancia epidemiológica');
    expect(expansions('"salud publica"')).not.toContain('asistencia sanitaria');
    expect(expansions('sanidad')).toContain('vigilancia epidemiológica');
    expect(expansions('"dominio publico hidraulico"')).toContain('Comisaría de Aguas');
    // Air emissions, not an issue of bonds or stamps; weapons' cartridges, not a printer's.
    const emissions = compilePrompt('emisiones', SPANISH_THESAURUS).groups[0] ?? [];
    expect(emissions.every((signal) => signal.tsquery.includes("'=sellos'"))).toBe(true);
    expect(expansions('emisiones')).toContain('desulfuración');
    const weapons = compilePrompt('armas', SPANISH_THESAURUS).groups[0] ?? [];
    expect(weapons.every((signal) => signal.tsquery.includes("'=toner'"))).toBe(true);
  });

  it("takes in a province's towns of several words, not a saint's name or one word", () => {
    // Outside section IV, where every seat heads its court's edicts.
    const inTitles = (prompt: string) =>
      (compilePrompt(prompt, SPANISH_THESAURUS).groups[0] ?? [])
        .map((signal) => signal.tsquery)
        .filter((tsquery) => !tsquery.includes('§justicia'))
        .join(' | ');
    expect(inTitles('Cadiz')).toContain("('=chiclana':AC | '=chiclanas':AC) <-> '=de':AC");
    expect(inTitles('Cadiz')).not.toContain("'=fernando'");
    expect(inTitles('Cordoba')).not.toContain("'=cabra'");
  });

  it('finds ships, livestock and small businesses as bulletins name them', () => {
    expect(expansions('barcos')).toEqual(
      expect.arrayContaining(['buques', 'embarcaciones', 'lanchas', 'practicaje']),
    );
    expect(expansions('ganaderia')).toContain('producción primaria');
    const [livestock] = compilePrompt('ganaderia', SPANISH_THESAURUS).groups[0] ?? [];
    expect(livestock?.tsquery).toContain("!(('=uso' | '=usos') <-> ('=ganadero' | '=ganaderos'))");
    expect(expansions('pymes')).toEqual(
      expect.arrayContaining(['Emprendedor', 'sociedades de garantía recíproca']),
    );
  });

  it('does not expand ambiguous words that flood', () => {
    for (const word of ['vía', 'circulación', 'estudios', 'cargos', 'amparo', 'inmuebles']) {
      expect(compilePrompt(word, SPANISH_THESAURUS).concepts).toMatchObject([
        { label: word.normalize('NFD').replace(/\p{M}/gu, ''), origin: 'word', expansions: [] },
      ]);
    }
  });
});

describe('procedure words', () => {
  const withActs: Thesaurus = {
    ...thesaurus,
    version: 'test-acts',
    entries: [
      ...thesaurus.entries,
      { terms: ['cotizaciones'], equivalents: ['bases de cotización'] },
      { terms: ['tren'], equivalents: ['ferroviarias'] },
    ],
    procedures: [
      { terms: ['cotizaciones'], equivalents: ['cambios'] },
      { terms: ['obras'], equivalents: ['Proyecto de construcción'] },
      { terms: ['traslados', 'concurso de traslados'], equivalents: ['concurso general'] },
    ],
  };
  const expansions = (prompt: string) =>
    compilePrompt(prompt, withActs).concepts.map((concept) => [concept.label, concept.expansions]);

  it('reads a kind of act beside a subject as its sense and its act, together', () => {
    expect(expansions('cotizacion euro')).toEqual([
      ['cotizacion', ['cotizaciones', 'bases de cotización', 'cambios']],
      ['euro', []],
    ]);
    const groups = parsePrompt('concurso de traslados jueces', withActs).groups;
    expect(groups.map((group) => group.map((term) => term.typed))).toEqual([
      ['concurso traslados'],
      ['jueces'],
    ]);
  });

  it('compiles the same words as an act beside a subject and as their sense alone, whichever comes first', () => {
    const stems = new Map<string, string[]>();
    const [beside] = compilePrompt('cotizacion euro', withActs, stems).concepts;
    const [alone] = compilePrompt('cotizacion', withActs, stems).concepts;
    expect(beside?.tsquery).toContain("'=cambios'");
    expect(alone?.tsquery).not.toContain("'=cambios'");
  });

  it('reads one procedure word alone as its sense or as written, a procedure of several words whole', () => {
    expect(expansions('cotizaciones')).toEqual([['cotizaciones', ['bases de cotización']]]);
    expect(expansions('obras')).toEqual([['obras', []]]);
    expect(parsePrompt('obras', withActs).groups[0]?.[0]?.type).toBe('word');
    expect(expansions('"concurso de traslados"')).toEqual([
      ['"concurso de traslados"', ['traslados', 'concurso de traslados', 'concurso general']],
    ]);
  });

  it("finds a subject in a body's name or department only where the item shows the act", () => {
    const [, tren] = compilePrompt('obras del tren', withActs).terms;
    expect(tren?.signals).toContainEqual(
      expect.objectContaining({
        tsquery: expect.stringMatching(
          /^\(\('=ferroviarias':CD \| '=ferroviaria':CD\)\) & \(.*'=proyecto':AC/,
        ),
        weight: expect.closeTo(0.72),
      }),
    );
    const alone = compilePrompt('tren', withActs).terms[0];
    expect(alone?.signals.some((signal) => signal.tsquery.includes(':CD'))).toBe(false);
  });
});
