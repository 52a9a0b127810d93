// Wording several domains share: how bulletins say a selection, freight, a degree, works.

export const OPOSICIONES_SECTION = 'Oposiciones y concursos';
export const SELECTION = [
  'pruebas selectivas',
  'proceso selectivo',
  'procesos selectivos',
  'procedimiento selectivo',
  'concurso-oposición',
  'convocatoria de plazas',
  'oferta de empleo público',
  'acceso libre',
  'promoción interna',
];

/** Goods carried by road: what freight and lorries both are in the bulletins. */
export const ROAD_FREIGHT = [
  'transporte de mercancías por carretera',
  'Transporte Internacional de Mercancías',
  'transporte por carretera',
  'vehículos pesados',
  // Indexed as 'euro-modulares', 'euro' and 'modulares': the last two make the phrase.
  'euro-modulares',
  'euromodulares',
  'Cuadernos TIR',
];

export const UNIVERSITY_DEGREES = [
  'título de Grado',
  'título de Máster',
  'Máster Universitario',
  'Graduado o Graduada',
  'títulos universitarios oficiales',
  'títulos oficiales',
];

// How bulletins word a works contract: public works and construction both.
export const WORKS_CONTRACTS = [
  'contrato de obras',
  'contratos de obras',
  'ejecución de obras',
  'obras de',
  'Obras de',
  'obras para',
  'proyecto constructivo',
  'proyecto de construcción',
];

// How the State borrows: public debt, and part of the public finances.
export const STATE_BORROWING = [
  'Bonos y Obligaciones del Estado',
  'Letras del Tesoro',
  'emisiones de deuda',
];

export const EMPLOYMENT = {
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
};
