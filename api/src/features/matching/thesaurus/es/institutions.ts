import type { ThesaurusEntry } from '../index';

/** Bodies people follow by name. */
export const institutions: ThesaurusEntry[] = [
  {
    terms: ['diputaciones provinciales', 'diputación provincial', 'diputaciones', 'diputación'],
    equivalents: ['Diputación Provincial', 'Diputación Foral', 'Diputació', 'Diputación de'],
    // The Cortes' standing committee.
    except: ['Diputación Permanente'],
    kind: 'name',
  },
  {
    terms: [
      'pueblos',
      'ayuntamientos',
      'pueblo',
      'municipios',
      'municipio',
      'entidades locales',
      'administración local',
    ],
    equivalents: [
      'Ayuntamiento',
      'Ayuntamientos',
      'Concello',
      'Ajuntament',
      'entidad local',
      'corporaciones locales',
      'Administración Local',
      'Entidad Local Menor',
      'Mancomunidad',
      'haciendas locales',
    ],
    kind: 'name',
    // 'ayuntamientos' is every town council's business, its staff calls too: two sets of blind
    // labels read it so. Provincial and island councils are not a town's.
    except: ['Diputación Provincial', 'Diputació', 'Cabildo Insular', 'Consell Insular'],
  },
  {
    // The court by its name: its own rulings, published under its department.
    terms: ['tribunal constitucional'],
    equivalents: ['Tribunal Constitucional'],
    kind: 'name',
  },
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
