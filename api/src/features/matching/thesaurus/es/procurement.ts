import type { ThesaurusEntry } from '../index';
import { WORKS_CONTRACTS } from './common';

/** Public procurement. */
export const procurement: ThesaurusEntry[] = [
  // Procurement.
  {
    // What the water authorities administer: rivers, their beds and the rights to use them.
    terms: ['dominio público hidráulico'],
    equivalents: [
      'Comisaría de Aguas',
      'Confederación Hidrográfica',
      'aguas públicas',
      'concesión de aguas',
      'aprovechamiento de aguas',
      'cauce',
      'cauces',
      'azud',
      'azudes',
      'Demarcación Hidrográfica',
    ],
    headings: ['Aguas', 'Demarcaciones hidrográficas'],
  },
  {
    terms: ['obras públicas', 'obra pública'],
    equivalents: [
      ...WORKS_CONTRACTS,
      'ejecución de las obras',
      'infraestructuras públicas',
      'obras de infraestructura',
      'dragado',
      'Dragado',
      'presa',
      'presas',
      'proyecto de saneamiento',
      'obras de saneamiento',
    ],
    except: ['obras de arte'],
  },
  {
    terms: ['infraestructuras'],
    narrower: ['obras públicas'],
  },
  {
    // Building and civil works: what bulletins contract as 'obras'.
    terms: ['construcción', 'construcciones', 'edificación', 'sector de la construcción'],
    equivalents: [...WORKS_CONTRACTS, 'edificación'],
    // The permits of energy installations ('autorización administrativa de construcción').
    except: [
      'obras de arte',
      'autorización administrativa de construcción',
      'autorización administrativa previa y de construcción',
    ],
  },
  {
    // Buying goods: what a contract's object acquires is a supply.
    terms: ['suministros', 'suministro'],
    // As a contract's title ('licitación del Suministro de…').
    equivalents: ['Suministro', 'Suministros'],
    inSection: {
      section: 'Contratación del Sector Público',
      equivalents: ['adquisición', 'adquisiciones'],
    },
  },
  {
    terms: ['licitaciones', 'licitación', 'concursos públicos', 'licitar'],
    equivalents: [
      'convoca licitación',
      'anuncio de licitación',
      'convocatoria de licitación',
      'licitadores',
      'para contratar',
      'para la contratación',
    ],
  },
  {
    terms: ['adjudicación', 'adjudicaciones', 'adjudicatario', 'contratos adjudicados'],
    equivalents: [
      'formalización de contratos',
      'formalización del contrato',
      'formalización de la contratación',
      'adjudicación del contrato',
      'adjudicatarios',
    ],
  },
  {
    terms: [
      'contratación pública',
      'contratos públicos',
      'contratación del sector público',
      'contratas',
      'contrata',
    ],
    equivalents: ['anuncio de licitación', 'formalización de contratos', 'contrato de servicios'],
    sections: ['Contratación del Sector Público'],
  },
  {
    // 'contratos de limpieza': the contracts a public body awards.
    terms: ['contratos', 'contrato'],
    sections: ['Contratación del Sector Público'],
  },
];
