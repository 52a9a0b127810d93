import type { ThesaurusEntry } from '../index';
import { ROAD_FREIGHT } from './common';

/** Housing. */
export const housing: ThesaurusEntry[] = [
  // Housing.
  {
    terms: ['vivienda', 'viviendas', 'casa', 'casas', 'pisos', 'piso', 'hogar'],
    equivalents: [
      'vivienda asequible',
      'vivienda protegida',
      'viviendas protegidas',
      'vivienda de protección oficial',
      'viviendas de protección oficial',
      'VPO',
      'parque de viviendas',
      'residencial',
      'Plan Estatal de Vivienda',
      'acceso a la vivienda',
      'desahucios',
      'desahucio',
      'promoción de viviendas',
    ],
    // Public bodies named 'Casa', not homes.
    except: [
      'Casa Asia',
      'Casa América',
      'Casa Árabe',
      'Casa Sefarad',
      'Casa del Mediterráneo',
      'Casa de Su Majestad el Rey',
      'Casa Real',
      'Casa de la Moneda',
    ],
  },
  {
    terms: [
      'vivienda protegida',
      'viviendas protegidas',
      'vivienda social',
      'VPO',
      'vivienda de protección oficial',
    ],
    equivalents: [
      'vivienda asequible',
      'viviendas asequibles',
      'viviendas de protección oficial',
      'vivienda de protección pública',
      'viviendas de protección pública',
      'parque público de vivienda',
      'alquiler social',
    ],
  },
  {
    terms: ['desahucios', 'desahucio', 'desalojo', 'desalojos'],
    equivalents: ['procedimiento de desahucio', 'suspensión de los lanzamientos', 'lanzamientos'],
  },
  {
    terms: ['okupas', 'okupa', 'okupación', 'ocupación ilegal'],
    equivalents: [
      'ocupación ilegal de viviendas',
      'ocupación ilegal de inmuebles',
      'usurpación de inmuebles',
      'allanamiento de morada',
      'ocupaciones ilegales',
    ],
  },
  {
    terms: ['comunidad de vecinos', 'comunidad de propietarios', 'propiedad horizontal'],
    equivalents: [
      'comunidades de propietarios',
      'comunidades de vecinos',
      'Ley de Propiedad Horizontal',
    ],
  },
  {
    terms: ['ascensores', 'ascensor'],
    equivalents: ['aparatos elevadores', 'aparato elevador'],
  },
  {
    terms: ['accesibilidad', 'barreras arquitectónicas'],
    equivalents: [
      'accesibilidad universal',
      'supresión de barreras',
      'barreras arquitectónicas',
      'diseño para todos',
    ],
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
  {
    terms: ['edificios', 'edificio'],
    equivalents: [
      'Edificio',
      'edificaciones',
      'fachada',
      'fachadas',
      // Homes are buildings.
      'rehabilitación de viviendas',
      'rehabilitación residencial',
    ],
  },
  // A building's climate equipment: users say what it does, contracts say what it is.
  {
    terms: ['aire acondicionado', 'climatización', 'climatizadores', 'climatizador'],
    equivalents: [
      'climatización',
      'equipos de climatización',
      'instalación de climatización',
      'instalaciones de climatización',
      'climatizadores',
      'climatizadora',
      'aire acondicionado',
      'aires acondicionados',
      'bomba de calor',
      'bombas de calor',
      'enfriadoras',
      'instalaciones térmicas',
    ],
  },
  {
    terms: [
      'líneas de alta tensión',
      'línea de alta tensión',
      'tendido eléctrico',
      'torres eléctricas',
    ],
    equivalents: [
      'línea eléctrica',
      'líneas eléctricas',
      'línea aérea',
      'LAAT',
      'interconexión eléctrica',
      'transporte de energía eléctrica',
      'red de transporte de electricidad',
      'subestación',
      'subestaciones',
      'kV',
    ],
  },
  {
    terms: ['transporte de mercancías', 'mercancías'],
    equivalents: [...ROAD_FREIGHT, 'transporte ferroviario de mercancías'],
  },
  {
    terms: ['camiones', 'camión', 'transportistas'],
    // 'transportistas' is 'transport', as any 'transporte' is.
    unstemmed: true,
    equivalents: ROAD_FREIGHT,
  },
  {
    terms: ['aduanas', 'aduana', 'aranceles', 'arancel'],
    equivalents: [
      'aduanero',
      'aduanera',
      'aduaneros',
      'Convenio Aduanero',
      'Vigilancia Aduanera',
      'Departamento de Aduanas',
      'arancelario',
      'arancelaria',
      'derechos de importación',
    ],
  },
  {
    terms: ['pozos', 'pozo', 'acuíferos', 'aguas subterráneas'],
    equivalents: [
      'aguas subterráneas',
      'aguas públicas subterráneas',
      'acuífero',
      'acuíferos',
      'masa de agua subterránea',
    ],
  },
];
