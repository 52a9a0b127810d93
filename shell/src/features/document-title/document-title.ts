import { shellMessages } from '../../i18n/shell';

const titles = shellMessages.documentTitles;
export const APP_NAME = 'Vigía';

/** Each route of spec §2 by its path, the first that matches wins. */
const ROUTE_TITLES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/$/, titles.landing],
  [/^\/login$/, titles.login],
  [/^\/signup$/, titles.signup],
  [/^\/recover-password$/, titles.recoverPassword],
  [/^\/auth(\/.*)?$/, titles.auth],
  [/^\/dashboard$/, titles.dashboard],
  [/^\/subscriptions$/, titles.subscriptions],
  [/^\/subscriptions\/types$/, titles.subscriptionTypes],
  [/^\/subscriptions\/create\/[^/]+$/, titles.createSubscription],
  [/^\/subscriptions\/edit\/[^/]+$/, titles.editSubscription],
  [/^\/subscriptions\/[^/]+$/, titles.subscription],
  [/^\/notifications$/, titles.notifications],
  [/^\/settings$/, titles.settings],
  [/^\/debug$/, titles.debug],
];

/** The document title of a path: 'Subscripciones · Vigía'; an unknown path is the 404 page. */
export function documentTitleFor(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const match = ROUTE_TITLES.find(([pattern]) => pattern.test(path));
  return `${match?.[1] ?? titles.notFound} · ${APP_NAME}`;
}
