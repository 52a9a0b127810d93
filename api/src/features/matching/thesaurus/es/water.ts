import type { ThesaurusEntry } from '../index';

/** Water. */
export const water: ThesaurusEntry[] = [
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
      'abastecimiento',
      'regadío',
      'riego',
      'acuífero',
      'trasvase',
      'manantial',
      'azud',
      'azudes',
      'fluvial',
      'fluviales',
      'aguas continentales',
      'masas de agua',
      // Water authorities: every notice of theirs is about water.
      'Comisaría de Aguas',
      'Confederación Hidrográfica',
    ],
    headings: ['Aguas', 'Demarcaciones hidrográficas'],
    narrower: ['aguas residuales', 'sequía', 'embalses'],
    except: ['agua caliente sanitaria', 'lámina de agua', 'comunidad de aguas'],
  },
  {
    terms: [
      'aguas residuales',
      'depuradora',
      'depuradoras',
      'depuración',
      'saneamiento',
      'alcantarillado',
    ],
    equivalents: [
      'EDAR',
      'estación depuradora',
      'estaciones depuradoras',
      'depuración de aguas',
      'tratamiento de aguas residuales',
      'colector',
      'colectores',
      'emisario submarino',
      'vertidos',
    ],
  },
  {
    terms: ['sequía', 'sequías', 'escasez de agua'],
    equivalents: ['escasez hídrica', 'situación de sequía', 'Plan Especial de Sequía', 'estiaje'],
  },
  {
    terms: ['embalses', 'embalse', 'pantanos', 'pantano', 'presas', 'presa'],
    equivalents: ['aliviadero', 'seguridad de presas'],
  },
  {
    terms: ['desaladora', 'desaladoras', 'desalinizadora', 'desalación', 'desalinización'],
    equivalents: ['desaladora', 'desalinizadora', 'desalación', 'desalinización'],
  },
  {
    terms: ['riego', 'regadío', 'regadíos', 'regantes'],
    equivalents: ['regadío', 'riego', 'riegos', 'Comunidad de Regantes', 'Comunidades de Regantes'],
  },
  {
    terms: ['inundaciones', 'inundación', 'riadas', 'riada', 'dana'],
    equivalents: ['DANA', 'Depresión Aislada en Niveles Altos', 'lluvias torrenciales', 'riada'],
  },
];
