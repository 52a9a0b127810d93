import type { Thesaurus } from '../index';
import { checkedEntries } from '../checks';
import { withNarrower } from '../narrower';
import { publicFinances } from './public-finances';
import { housing } from './housing';
import { procurement } from './procurement';
import { water } from './water';
import { energy } from './energy';
import { environment } from './environment';
import { justice } from './justice';
import { transport } from './transport';
import { economySociety } from './economy-society';
import { educationCulture } from './education-culture';
import { institutions } from './institutions';
import { personnel } from './personnel';
import { places, provinces } from './places';
import { procedures } from './procedures';

/**
 * The Spanish thesaurus, one file per domain, checked as it loads (`checkedEntries`, and
 * `withNarrower` for the concepts an entry takes in), and the procedure words beside it.
 */
export const SPANISH_THESAURUS: Thesaurus = {
  version: 'es-2026.22',
  entries: withNarrower(
    checkedEntries([
      ...personnel,
      ...institutions,
      ...publicFinances,
      ...housing,
      ...procurement,
      ...water,
      ...energy,
      ...environment,
      ...justice,
      ...transport,
      ...economySociety,
      ...educationCulture,
      ...places,
      ...provinces,
    ]),
  ),
  procedures: checkedEntries(procedures),
};
