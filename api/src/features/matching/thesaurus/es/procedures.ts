import type { ThesaurusEntry } from '../index';
import { WORKS_CONTRACTS } from './common';

/**
 * Procedure words: the kind of act a prompt asks about (works, a loss, a quotation, an
 * installation, a transfer), whatever its subject. People name the act one way and bulletins
 * another ('pérdida' / 'extravío', 'obras' / 'Proyecto de construcción', 'parque solar' /
 * 'instalación fotovoltaica'), so that a prompt of a subject and an act was missed for the act
 * alone. Each kind is read alongside the thesaurus's own sense of the word, if it has one
 * (`parsePrompt`): 'cotización' is a social security contribution or a currency's quotation.
 */
export const procedures: ThesaurusEntry[] = [
  {
    // A document lost or stolen: its notice of loss.
    terms: ['pérdida', 'pérdidas', 'extravío', 'extravíos', 'extraviado'],
    equivalents: ['extravío', 'extravíos', 'pérdida', 'sustracción'],
  },
  {
    // Building works: their projects, contracts and execution.
    terms: ['obras', 'obra'],
    equivalents: [
      ...WORKS_CONTRACTS,
      'Proyecto de construcción',
      'Proyecto constructivo',
      'Proyecto de trazado',
      'Proyecto básico',
      'ejecución del proyecto',
    ],
  },
  {
    // A price on a market: a currency's exchange rate, a security's quotation.
    terms: ['cotización', 'cotizaciones'],
    equivalents: ['cambios', 'tipo de cambio', 'tipos de cambio', 'cotización', 'cotizaciones'],
  },
  {
    // A plant that produces or treats something: energy, water, waste.
    terms: ['parque', 'parques', 'planta', 'plantas', 'central', 'centrales'],
    equivalents: [
      'instalación',
      'instalaciones',
      'Instalación',
      'Parque',
      'Planta',
      'Central',
      'planta',
      'central',
    ],
  },
  {
    // Posts filled among those who already hold one: a transfer competition.
    // Not 'traslados' alone: a prisoner's or a waste's transfer is not a post's.
    terms: ['concurso de traslados', 'concursos de traslados'],
    equivalents: [
      'concurso de traslados',
      'concurso para la provisión',
      'concurso general',
      'concurso específico',
    ],
    // A call to fill a post by free appointment is no transfer.
    except: ['libre designación'],
    personnel: true,
  },
];
