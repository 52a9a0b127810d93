import type { ThesaurusEntry } from '../index';

/** The economy and society: the network, upkeep, banking, industry, town planning. */
export const economySociety: ThesaurusEntry[] = [
  // The network and what users do on it, not telephony.
  {
    terms: ['internet', 'en línea', 'online'],
    equivalents: [
      'derechos digitales',
      'servicios de la sociedad de la información',
      'comercio electrónico',
      'comunicaciones electrónicas',
      'banda ancha',
      'fibra óptica',
    ],
  },
  // Upkeep: a road's or a building's 'conservación' is its maintenance.
  {
    terms: ['mantenimiento'],
    equivalents: [
      'Mantenimiento',
      'conservación de carreteras',
      'obras de conservación',
      'servicio de conservación',
      'servicios de conservación',
    ],
  },
  {
    terms: ['ONU', 'Naciones Unidas'],
    equivalents: ['Naciones Unidas', 'UNICEF', 'UNESCO', 'ACNUR'],
    kind: 'name',
  },
  // The index that mortgages follow, not the mortgages: published among the reference rates.
  {
    terms: ['euríbor'],
    equivalents: ['Euríbor', 'tipos de interés de referencia', 'índices de referencia'],
  },
  // The register of a town's inhabitants, not the town of Padrón (its court's edicts: 'PADRON').
  {
    terms: ['padrón', 'padrón municipal', 'empadronamiento'],
    equivalents: ['padrón de habitantes', 'empadronamiento', 'empadronado', 'empadronados'],
  },
  {
    terms: ['banca', 'bancos', 'entidades financieras'],
    equivalents: [
      'entidades de crédito',
      'entidad de crédito',
      'entidades financieras',
      'servicios financieros',
      'sistema financiero',
      'mercado de valores',
      'mercados de valores',
      'empresas de servicios de inversión',
      'cooperativas de crédito',
      'Entidad Financiera',
      // The Public Debt Market's dealers.
      'entidad gestora con capacidad plena',
    ],
  },
  {
    terms: ['minería', 'minas', 'mina', 'minero', 'canteras'],
    equivalents: [
      'mineros',
      'minera',
      'mineras',
      'derechos mineros',
      'permiso de investigación',
      'permisos de investigación',
      'concesión de explotación',
      'concesiones de explotación',
      'cantera',
      'canteras',
    ],
  },
  {
    terms: ['industria', 'industrial', 'fábricas'],
    equivalents: [
      'industriales',
      'sector industrial',
      'política industrial',
      'polígono industrial',
      'suelo industrial',
      'reindustrialización',
      'seguridad industrial',
      'establecimientos industriales',
    ],
    // 'fábricas' has the stem of 'fabricados'.
    unstemmed: true,
  },
  {
    terms: [
      'licencia de obras',
      'licencias de obras',
      'licencia urbanística',
      'licencias urbanísticas',
    ],
    equivalents: [
      'licencia municipal de obras',
      'declaración responsable de obras',
      'licencia de edificación',
    ],
  },
  {
    terms: ['plan general', 'PGOU', 'plan general de ordenación'],
    equivalents: [
      'Plan General de Ordenación Urbana',
      'Plan General de Ordenación Urbanística',
      'Plan General Municipal',
      'normas subsidiarias',
      'modificación puntual',
    ],
    except: ['Plan General de Contabilidad', 'Plan General Contable'],
  },
  {
    terms: ['urbanismo', 'urbanístico', 'urbanística', 'planeamiento'],
    equivalents: [
      'urbanísticas',
      'urbanísticos',
      'Plan General de Ordenación Urbana',
      'plan general de ordenación',
      'ordenación urbana',
      'ordenación urbanística',
      'planeamiento urbanístico',
      'plan parcial',
      'estudio de detalle',
      'normas subsidiarias',
      'reparcelación',
      'licencia de obras',
      'suelo urbanizable',
      'modificación puntual',
    ],
    narrower: ['licencia de obras', 'plan general'],
  },
];
