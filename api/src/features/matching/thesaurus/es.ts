import type { Thesaurus, ThesaurusEntry } from './index';

const OPOSICIONES_SECTION = 'Oposiciones y concursos';
const SELECTION = [
  'pruebas selectivas',
  'proceso selectivo',
  'procesos selectivos',
  'procedimiento selectivo',
  'concurso-oposición',
  'convocatoria de plazas',
  'oferta de empleo público',
];

/** Personnel: calls, posts, appointments and ceses. */
const personnel: ThesaurusEntry[] = [
  {
    terms: ['oposiciones', 'oposición', 'pruebas selectivas', 'concurso oposición', 'opositar'],
    equivalents: SELECTION,
    sections: [OPOSICIONES_SECTION],
    personnel: true,
  },
  {
    terms: ['empleo', 'trabajo', 'plazas', 'empleo público', 'puestos de trabajo', 'funcionario'],
    equivalents: [
      ...SELECTION,
      'para proveer',
      'provisión de puestos',
      'provisión de puesto',
      'puesto de trabajo',
      'bolsa de empleo',
      'bolsa de trabajo',
      'personal estatutario',
      'personal funcionario',
      'personal laboral',
      'funcionarios de carrera',
    ],
    sections: [OPOSICIONES_SECTION],
    personnel: true,
  },
  {
    terms: ['nombramientos', 'nombramiento', 'designaciones', 'nombrar'],
    equivalents: ['se nombra', 'se nombran', 'se designa', 'se designan', 'toma de posesión'],
    headings: ['Nombramientos', 'Designaciones', 'Destinos'],
    personnel: true,
  },
  {
    terms: ['ceses', 'cese', 'destituciones', 'destitución', 'dimisiones', 'destituir'],
    equivalents: ['se dispone el cese', 'destitución', 'separación del servicio'],
    headings: ['Ceses'],
    personnel: true,
  },
  {
    terms: ['embajadores', 'embajador', 'embajadora'],
    equivalents: ['Embajador de España', 'Embajadora de España'],
    kind: 'name',
    personnel: true,
  },
  {
    terms: ['profesor', 'profesores', 'profesorado', 'docentes', 'catedrático', 'maestros'],
    equivalents: [
      'profesora',
      'Profesor Titular',
      'Profesora Titular',
      'Catedrático',
      'Catedrática',
      'cuerpos docentes',
      'personal docente',
      'Cuerpo de Maestros',
      'Cuerpo de Profesores',
    ],
    kind: 'name',
    personnel: true,
  },
  {
    terms: ['enfermería', 'enfermeros', 'enfermeras'],
    equivalents: ['enfermero', 'enfermera', 'Enfermero/a', 'Enfermera', 'cuidados de enfermería'],
    kind: 'name',
    personnel: true,
  },
  {
    terms: ['bomberos', 'bombero'],
    equivalents: ['extinción de incendios', 'salvamento'],
    kind: 'name',
    personnel: true,
  },
];

/** Bodies people follow by name. */
const institutions: ThesaurusEntry[] = [
  {
    terms: ['universidad', 'universidades', 'universitario'],
    equivalents: ['universitaria', 'universitarios', 'universitarias'],
    kind: 'name',
  },
  {
    terms: ['policía', 'policías', 'policial'],
    equivalents: [
      'policiales',
      'Guardia Civil',
      'Policía Nacional',
      'Policía Local',
      'Policías Locales',
      'Cuerpos de Policía',
      'Mossos d’Esquadra',
      'Ertzaintza',
      'Fuerzas y Cuerpos de Seguridad',
      'Secretaría de Estado de Seguridad',
    ],
  },
];

const topics: ThesaurusEntry[] = [
  // Taxation.
  {
    terms: ['impuestos', 'impuesto', 'tributos', 'fiscalidad', 'tributación', 'tributario'],
    equivalents: [
      'tributo',
      'tributaria',
      'tributarias',
      'tributarios',
      'tributación',
      'gravamen',
      'IVA',
      'IRPF',
      'beneficios fiscales',
      'incentivos fiscales',
      'política fiscal',
      'deuda tributaria',
    ],
  },
  // Subsidies.
  {
    terms: ['ayudas', 'ayuda', 'subvenciones', 'subvención', 'subsidios', 'incentivos'],
    equivalents: [
      'subvención',
      'subvenciones',
      'subsidio',
      'incentivo',
      'incentivos',
      'crédito extraordinario',
      'reconstrucción',
      'prestación económica',
    ],
    headings: ['Ayudas', 'Subvenciones', 'Incentivos regionales'],
  },
  {
    terms: ['becas', 'beca', 'becarios'],
    equivalents: ['ayudas al estudio', 'ayudas para el estudio', 'becario'],
  },
  // Housing.
  {
    terms: ['vivienda', 'viviendas', 'casa', 'casas', 'pisos', 'piso', 'hogar'],
    equivalents: ['vivienda asequible', 'vivienda protegida', 'parque de viviendas', 'residencial'],
  },
  {
    terms: ['alquiler', 'alquileres', 'arrendamiento', 'inquilinos'],
    equivalents: ['arrendamientos', 'arrendatario', 'arrendamientos urbanos'],
  },
  {
    terms: ['reformar', 'reforma', 'reformas', 'rehabilitar', 'rehabilitación', 'obras'],
    equivalents: [
      'rehabilitación',
      'rehabilitaciones',
      'obras de reforma',
      'eficiencia energética',
    ],
  },
  // Procurement.
  {
    terms: ['licitaciones', 'licitación', 'concursos públicos', 'licitar'],
    equivalents: ['convoca licitación', 'anuncio de licitación'],
  },
  {
    terms: ['contratación pública', 'contratos públicos', 'contratación del sector público'],
    equivalents: ['anuncio de licitación', 'formalización de contratos', 'contrato de servicios'],
    sections: ['Contratación del Sector Público'],
  },
  // Water.
  {
    terms: ['agua', 'aguas', 'hídrico', 'recursos hídricos'],
    equivalents: [
      'hidráulico',
      'hidráulica',
      'hidrográfica',
      'hidrográfico',
      'hídricos',
      'desaladora',
      'desalinizadora',
      'desalación',
      'saneamiento',
      'abastecimiento',
      'depuración',
      'aguas residuales',
      'regadío',
      'riego',
      'embalse',
      'acuífero',
      'trasvase',
      'manantial',
      // Water authorities: every notice of theirs is about water.
      'Comisaría de Aguas',
      'Confederación Hidrográfica',
    ],
    headings: ['Aguas', 'Demarcaciones hidrográficas'],

    except: ['agua caliente sanitaria', 'lámina de agua', 'comunidad de aguas'],
  },
  {
    terms: ['desaladora', 'desaladoras', 'desalinizadora', 'desalación', 'desalinización'],
    equivalents: ['desaladora', 'desalinizadora', 'desalación', 'desalinización'],
  },
  {
    terms: ['riego', 'regadío', 'regadíos', 'regantes'],
    equivalents: ['regadío', 'riego', 'riegos'],
  },
  {
    terms: ['inundaciones', 'inundación', 'riadas', 'riada', 'dana'],
    equivalents: ['DANA', 'Depresión Aislada en Niveles Altos', 'lluvias torrenciales', 'riada'],
  },
  // Energy.
  {
    terms: ['electricidad', 'eléctrico', 'eléctrica', 'energía eléctrica', 'luz', 'red eléctrica'],
    equivalents: [
      'eléctrica',
      'eléctrico',
      'eléctricas',
      'eléctricos',
      'energía eléctrica',
      'sector eléctrico',
      'subestación',
      'alta tensión',
      'potencia instalada',
      'parque eólico',
      'fotovoltaica',
      'hidroeléctrica',
      'interconexión eléctrica',
    ],
  },
  {
    terms: ['energías renovables', 'renovables', 'energía renovable', 'energía limpia'],
    equivalents: [
      'renovable',
      'renovables',
      'fuentes renovables',
      'eólico',
      'eólica',
      'eólicos',
      'fotovoltaica',
      'fotovoltaico',
      'energía solar',
      'hidroeléctrica',
      'geotérmica',
      'Parque Eólico',
      'Instalación Fotovoltaica',
      'Planta Fotovoltaica',
      'Planta Solar',
    ],
  },
  {
    terms: ['hidrógeno'],
    equivalents: ['hidrógeno verde', 'hidrogenoducto'],
  },
  // Environment.
  {
    terms: ['medio ambiente', 'medioambiente', 'ambiental', 'ecología', 'medioambiental'],
    equivalents: [
      'ambiental',
      'ambientales',
      'medioambiental',
      'medioambientales',
      'impacto ambiental',
      'Declaración de Impacto Ambiental',
      'Evaluación de Impacto Ambiental',
      'evaluación ambiental',
      'contaminación',
      'emisiones contaminantes',
      'derechos de emisión',
      'efecto invernadero',
      'cambio climático',
      'biodiversidad',
      'especies protegidas',
      'especies amenazadas',
      'especies leñosas',
      'CITES',
      'espacios naturales',
      'residuos',
    ],
    except: ['respetuoso con el medio ambiente'],
  },
  {
    terms: ['incendios forestales', 'incendio forestal', 'fuegos forestales'],
    equivalents: ['incendios forestales', 'prevención de incendios', 'defensa contra incendios'],
  },
  {
    terms: ['pesca', 'pesquero', 'pescadores'],
    equivalents: ['pesquera', 'pesqueros', 'pesqueras', 'capturas', 'acuicultura', 'marisqueo'],
    headings: ['Pesca marítima'],
  },
  {
    terms: ['turismo rural'],
    equivalents: ['alojamientos rurales', 'casas rurales', 'agroturismo'],
  },
  // Justice and rights.
  {
    terms: ['multas', 'multa', 'sanciones', 'sanción', 'infracciones'],
    equivalents: [
      'sanción',
      'sanciones',
      'sancionador',
      'infracción grave',
      'infracción muy grave',
    ],
  },
  {
    terms: ['despidos', 'despido', 'despedir'],
    equivalents: ['despedido', 'extinción del contrato', 'despido colectivo'],
  },
  {
    terms: ['sindicatos', 'sindicato', 'sindical'],
    equivalents: [
      'sindical',
      'sindicales',
      'libertad sindical',
      'representación sindical',
      'comité de empresa',
      'convenio colectivo',
      'convenios colectivos',
    ],
  },
  {
    terms: ['convenio colectivo', 'convenios colectivos'],
    headings: ['Convenios colectivos de trabajo'],
  },
  {
    terms: ['elecciones', 'electoral', 'comicios', 'votaciones'],
    equivalents: ['electoral', 'electorales', 'sufragio', 'proceso electoral', 'votación'],
  },
  {
    terms: ['violencia machista', 'violencia de género', 'maltrato'],
    equivalents: [
      'violencia de género',
      'violencia contra la mujer',
      'violencia sobre la mujer',
      'Violencia de Género',
      'VioGén',
    ],
  },
  {
    terms: ['protección de datos', 'datos personales', 'privacidad'],
    equivalents: ['datos personales', 'datos de carácter personal', 'derechos digitales'],
  },
  {
    terms: ['recurso de amparo', 'recursos de amparo'],
    equivalents: ['recurso de amparo'],
  },
  {
    terms: ['pensiones', 'pensión', 'jubilación', 'jubilaciones'],
    equivalents: ['pensión', 'jubilación', 'clases pasivas', 'prestaciones contributivas'],
  },
  {
    terms: ['seguridad social'],
    equivalents: ['cotización', 'cotizaciones', 'Seguridad Social'],
  },
  {
    terms: ['expropiaciones', 'expropiación', 'expropiar'],
    equivalents: [
      'expropiación forzosa',
      'utilidad pública',
      'actas previas a la ocupación',
      'bienes y derechos afectados',
      'justiprecio',
    ],
  },
  // Transport and roads.
  {
    terms: ['carreteras', 'carretera', 'autovías', 'autovía', 'autopistas'],
    equivalents: [
      'autovía',
      'autovías',
      'autopista',
      'autopistas',
      'red de carreteras',
      'vía de alta capacidad',
      'vías interurbanas',
      'calzada',
    ],
    except: ['transporte por carretera'],
  },
  {
    terms: ['tráfico', 'seguridad vial', 'circulación vial'],
    equivalents: [
      'circulación de vehículos',
      'circulación vial',
      'seguridad vial',
      'tráfico rodado',
      'permiso de conducir',
    ],
    except: [
      'tráfico de drogas',
      'tráfico de sustancias',
      'tráfico de datos',
      'tráfico de personas',
    ],
  },
  // Education and culture.
  {
    terms: ['educación', 'enseñanza', 'educativo', 'formación profesional'],
    equivalents: [
      'educativo',
      'educativa',
      'educativos',
      'educativas',
      'enseñanza',
      'enseñanzas',
      'plan de estudios',
      'planes de estudios',
      'formación profesional',
      'acciones formativas',
      'prácticas formativas',
      'prácticas externas',
      'centro docente',
      'centros docentes',
      'Máster',
      'currículo',
      'alumnado',
    ],
  },
  {
    terms: ['colegios', 'colegio', 'escuelas', 'escuela', 'colegio público'],
    equivalents: [
      'centro docente',
      'centros docentes',
      'centro educativo',
      'centros educativos',
      'centro escolar',
      'educación primaria',
      'educación infantil',
    ],
  },
  {
    terms: ['cultura', 'cultural'],
    equivalents: [
      'cultural',
      'culturales',
      'patrimonio cultural',
      'patrimonio histórico',
      'bienes culturales',
      'artes escénicas',
      'cinematografía',
      'Premio Nacional',
    ],
    headings: ['Premios', 'Patrimonio histórico'],
  },
  {
    terms: ['inteligencia artificial', 'IA'],
    equivalents: ['IA', 'Inteligencia Artificial'],
  },
  {
    terms: ['sanidad', 'salud', 'sanitario', 'sanitaria', 'salud pública'],
    equivalents: [
      'sanitario',
      'sanitaria',
      'sanitarios',
      'sanitarias',
      'salud',
      'salud pública',
      'Sistema Nacional de Salud',
      'asistencia sanitaria',
      'atención primaria',
      'laboratorios clínicos',
      'productos sanitarios',
      'medicamentos',
      'epidemiológica',
    ],
    except: ['agua caliente sanitaria'],
  },
  {
    terms: ['vacunas', 'vacuna', 'vacunación'],
    equivalents: ['vacunación', 'inmunización', 'calendario vacunal'],
  },
  {
    terms: ['lotería', 'loterías', 'sorteos'],
    equivalents: ['sorteo', 'Loterías y Apuestas del Estado', 'Lotería Nacional'],
  },
];

const NON_PENINSULAR = 'territorios no peninsulares';

/** Places: a region finds its provinces and main towns. */
const places: ThesaurusEntry[] = [
  {
    terms: ['Galicia', 'gallego', 'gallega'],
    equivalents: [
      'Xunta',
      'A Coruña',
      'La Coruña',
      'Lugo',
      'Ourense',
      'Orense',
      'Pontevedra',
      'Vigo',
      'Ferrol',
      'Santiago de Compostela',
    ],
  },
  {
    terms: ['Canarias', 'canario', 'canaria'],
    equivalents: [
      'Tenerife',
      'Gran Canaria',
      'Las Palmas',
      'Lanzarote',
      'Fuerteventura',
      'La Palma',
      'La Gomera',
      'El Hierro',
      NON_PENINSULAR,
    ],
  },
  {
    terms: ['Baleares', 'Illes Balears', 'Islas Baleares', 'balear'],
    equivalents: [
      'Illes Balears',
      'Mallorca',
      'Menorca',
      'Ibiza',
      'Eivissa',
      'Formentera',
      NON_PENINSULAR,
    ],
  },
  { terms: ['Ceuta'], equivalents: [NON_PENINSULAR] },
  { terms: ['Melilla'], equivalents: [NON_PENINSULAR] },
  {
    terms: ['Andalucía', 'andaluz', 'andaluza'],
    equivalents: ['Almería', 'Cádiz', 'Córdoba', 'Granada', 'Huelva', 'Jaén', 'Málaga', 'Sevilla'],
  },
  { terms: ['Aragón', 'aragonés'], equivalents: ['Huesca', 'Teruel', 'Zaragoza'] },
  { terms: ['Asturias', 'asturiano'], equivalents: ['Principado de Asturias', 'Oviedo', 'Gijón'] },
  { terms: ['Cantabria', 'cántabro'], equivalents: ['Santander'] },
  {
    terms: ['Castilla y León'],
    equivalents: [
      'Ávila',
      'Burgos',
      'León',
      'Palencia',
      'Salamanca',
      'Segovia',
      'Soria',
      'Valladolid',
      'Zamora',
    ],
  },
  {
    terms: ['Castilla-La Mancha', 'Castilla La Mancha'],
    equivalents: ['Albacete', 'Ciudad Real', 'Cuenca', 'Guadalajara', 'Toledo'],
  },
  {
    terms: ['Cataluña', 'Catalunya', 'catalán'],
    equivalents: [
      'Barcelona',
      'Girona',
      'Gerona',
      'Lleida',
      'Lérida',
      'Tarragona',
      'Generalitat de Catalunya',
    ],
  },
  {
    terms: ['Comunidad Valenciana', 'Comunitat Valenciana', 'valenciano'],
    equivalents: [
      'Alicante',
      'Alacant',
      'Castellón',
      'Castelló',
      'Valencia',
      'València',
      'Generalitat Valenciana',
    ],
  },
  { terms: ['Extremadura', 'extremeño'], equivalents: ['Badajoz', 'Cáceres'] },
  { terms: ['Madrid', 'madrileño'], equivalents: ['Comunidad de Madrid'] },
  { terms: ['Murcia', 'murciano'], equivalents: ['Región de Murcia', 'Cartagena', 'Lorca'] },
  { terms: ['Navarra', 'navarro'], equivalents: ['Comunidad Foral de Navarra', 'Pamplona'] },
  {
    terms: ['País Vasco', 'Euskadi', 'vasco'],
    equivalents: [
      'Álava',
      'Araba',
      'Bizkaia',
      'Vizcaya',
      'Gipuzkoa',
      'Guipúzcoa',
      'Bilbao',
      'Vitoria',
    ],
  },
  { terms: ['La Rioja', 'riojano'], equivalents: ['Logroño'] },
].map((entry): ThesaurusEntry => ({ ...entry, kind: 'name' }));

export const SPANISH_THESAURUS: Thesaurus = {
  version: 'es-2026.1',
  entries: [...personnel, ...institutions, ...topics, ...places],
};
