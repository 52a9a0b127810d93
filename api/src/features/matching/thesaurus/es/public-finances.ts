import type { ThesaurusEntry } from '../index';
import { STATE_BORROWING } from './common';

/** Taxes, the public finances and subsidies. */
export const publicFinances: ThesaurusEntry[] = [
  // Taxation.
  {
    terms: [
      'impuestos',
      'impuesto',
      'tributos',
      'fiscalidad',
      'tributación',
      'tributario',
      'fisco',
      'hacienda',
    ],
    equivalents: [
      'tributo',
      'tributaria',
      'tributarias',
      'tributarios',
      'tributación',
      'gravamen',
      'beneficios fiscales',
      'incentivos fiscales',
      'política fiscal',
      'deuda tributaria',
      'Impuesto sobre Sociedades',
      'impuestos especiales',
      'tributos cedidos',
      'aduanas',
      'aduanero',
      'aduaneros',
      'arancel',
      'aranceles',
      'arancelario',
      'recaudación',
    ],
    narrower: ['IVA', 'IRPF', 'plusvalía'],
  },
  {
    terms: [
      'presupuestos',
      'presupuesto',
      'presupuestos generales',
      'presupuestario',
      'presupuestaria',
    ],
    equivalents: [
      'Presupuestos Generales del Estado',
      'Ley de Presupuestos',
      'créditos presupuestarios',
      'crédito extraordinario',
      'suplemento de crédito',
      'modificación presupuestaria',
      'estabilidad presupuestaria',
      'transferencia de crédito',
    ],
    except: [
      'prevista en los Presupuestos',
      'previstas en los Presupuestos',
      'nominativa',
      'nominativas',
    ],
  },
  {
    terms: ['deuda pública', 'deuda del Estado', 'endeudamiento'],
    equivalents: ['deuda pública', ...STATE_BORROWING],
    headings: ['Deuda del Estado', 'Deuda pública en anotaciones'],
  },
  // The public administrations' finances: their budgets, accounts and the State's borrowing, not
  // the public debt market's participants.
  {
    terms: ['cuentas públicas', 'finanzas públicas', 'gasto público'],
    equivalents: ['cuentas anuales', 'Cuenta General', 'gasto público', ...STATE_BORROWING],
    headings: ['Deuda del Estado'],
    narrower: ['presupuestos'],
  },
  {
    terms: ['divisas', 'tipos de cambio', 'tipo de cambio', 'dólar', 'precio del dólar'],
    equivalents: ['cambios del euro', 'cambios oficiales del euro', 'mercado de divisas'],
    headings: ['Mercado de divisas'],
  },
  {
    // Insurance. Its stem is that of 'seguridad' too: matched by its words' forms only.
    terms: ['seguros', 'seguro', 'aseguradoras', 'aseguradora', 'pólizas', 'póliza'],
    equivalents: [
      'entidades aseguradoras',
      'contrato de seguro',
      'seguro obligatorio',
      'reaseguro',
      'mediación de seguros',
      'corredores de seguros',
      'Dirección General de Seguros',
    ],
    unstemmed: true,
  },
  {
    terms: ['IVA', 'impuesto sobre el valor añadido'],
    equivalents: [
      'Impuesto sobre el Valor Añadido',
      'tipo impositivo del IVA',
      'tipos reducidos del IVA',
    ],
  },
  {
    terms: ['IRPF', 'impuesto sobre la renta', 'declaración de la renta'],
    equivalents: [
      'Impuesto sobre la Renta de las Personas Físicas',
      'Impuesto sobre la Renta',
      'rendimientos del trabajo',
    ],
  },
  {
    terms: ['plusvalía', 'plusvalía municipal'],
    equivalents: [
      'Impuesto sobre el Incremento de Valor de los Terrenos de Naturaleza Urbana',
      'IIVTNU',
      'incremento de valor de los terrenos',
    ],
  },
  {
    terms: ['catastro', 'catastral', 'valor catastral', 'valores catastrales'],
    equivalents: [
      'catastrales',
      'Dirección General del Catastro',
      'Gerencia del Catastro',
      'Gerencia Regional del Catastro',
      'ponencia de valores',
    ],
  },
  // Subsidies.
  {
    terms: [
      'ayudas',
      'ayuda',
      'subvenciones',
      'subvención',
      'subsidios',
      'incentivos',
      'fondo perdido',
      'a fondo perdido',
    ],
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
    terms: ['fondos europeos', 'fondos de la UE', 'Next Generation', 'fondos Next Generation'],
    equivalents: [
      'NextGenerationEU',
      'Next Generation EU',
      'Plan de Recuperación',
      'Mecanismo de Recuperación y Resiliencia',
      'FEDER',
      'Fondo Europeo de Desarrollo Regional',
      'Fondo Social Europeo',
      'FEADER',
      'FEMPA',
      'FEAGA',
      'fondos comunitarios',
      'PERTE',
    ],
  },
  {
    terms: ['becas', 'beca', 'becarios'],
    equivalents: ['ayudas al estudio', 'ayudas para el estudio', 'becario'],
  },
];
