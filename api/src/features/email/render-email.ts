// The emails' words and markup: Spanish, an HTML part and a plain-text part saying the same.

export interface EmailItem {
  title: string;
  /** The publication on the bulletin's site. */
  url: string | null;
  source: string;
  department: string;
  publishedOn: string | null;
  /** The title with the matched words between « and ». */
  snippet: string | null;
}

export interface EmailGroup {
  subscriptionName: string;
  items: EmailItem[];
}

export interface EmailLinks {
  /** The app's notification list. */
  notifications: string;
  settings: string;
  unsubscribe: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Past this many items a subscription's list ends with a link to the rest in the app. */
export const MAX_ITEMS_PER_GROUP = 25;

const SOURCE_LABELS: Record<string, string> = { boe: 'BOE', doga: 'DOGA' };

const longDate = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-23' → '23 de noviembre de 2026'. */
export function spanishDate(day: string): string {
  return longDate.format(new Date(`${day}T00:00:00Z`));
}

function publicationsCount(count: number): string {
  return count === 1 ? '1 publicación nueva' : `${count} publicaciones nuevas`;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function highlighted(snippet: string): string {
  return escapeHtml(snippet).replace(/«([^«»]*)»/g, '<strong>$1</strong>');
}

function itemFacts(item: EmailItem): string {
  const source = SOURCE_LABELS[item.source] ?? item.source.toUpperCase();
  return [source, item.publishedOn ? spanishDate(item.publishedOn) : null, item.department]
    .filter(Boolean)
    .join(' · ');
}

function shownItems(group: EmailGroup): { items: EmailItem[]; more: number } {
  return {
    items: group.items.slice(0, MAX_ITEMS_PER_GROUP),
    more: Math.max(0, group.items.length - MAX_ITEMS_PER_GROUP),
  };
}

function moreText(more: number): string {
  return more === 1 ? 'y 1 publicación más' : `y ${more} publicaciones más`;
}

function htmlGroup(group: EmailGroup, links: EmailLinks, withHeading: boolean): string {
  const { items, more } = shownItems(group);
  const rows = items
    .map((item) => {
      const title = escapeHtml(item.title);
      const linked = item.url
        ? `<a href="${escapeHtml(item.url)}" style="color:#1a56db">${title}</a>`
        : title;
      const snippet =
        item.snippet && item.snippet.includes('«')
          ? `<div style="color:#374151;font-size:13px">${highlighted(item.snippet)}</div>`
          : '';
      return `<li style="margin:0 0 12px"><div style="font-weight:600">${linked}</div><div style="color:#6b7280;font-size:13px">${escapeHtml(itemFacts(item))}</div>${snippet}</li>`;
    })
    .join('');
  const rest = more
    ? `<p><a href="${escapeHtml(links.notifications)}">${moreText(more)} en Vigía</a></p>`
    : '';
  const heading = withHeading
    ? `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(group.subscriptionName)} (${group.items.length})</h2>`
    : '';
  return `${heading}<ul style="padding-left:20px;margin:0">${rows}</ul>${rest}`;
}

function textGroup(group: EmailGroup, links: EmailLinks, withHeading: boolean): string {
  const { items, more } = shownItems(group);
  const lines = items.map((item) =>
    [`- ${item.title}`, `  ${itemFacts(item)}`, item.url ? `  ${item.url}` : null]
      .filter((line): line is string => line !== null)
      .join('\n'),
  );
  if (more) lines.push(`${moreText(more)} en Vigía: ${links.notifications}`);
  const heading = withHeading
    ? `${group.subscriptionName} (${group.items.length})\n${'='.repeat(Math.min(60, group.subscriptionName.length + 4))}\n`
    : '';
  return `${heading}${lines.join('\n\n')}`;
}

function htmlDocument(greeting: string, intro: string, body: string, links: EmailLinks): string {
  return [
    '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Vigía</title></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#111827;max-width:640px;margin:0 auto;padding:16px">',
    '<p style="font-size:18px;font-weight:700;margin:0 0 16px">Vigía · Notificaciones Inteligentes</p>',
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>`,
    body,
    `<p style="margin-top:24px"><a href="${escapeHtml(links.notifications)}" style="color:#1a56db">Ver tus notificaciones en Vigía</a></p>`,
    '<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">',
    '<p style="color:#6b7280;font-size:12px">Recibes este correo porque tienes activadas las notificaciones por email en Vigía. ',
    `Puedes cambiarlas en <a href="${escapeHtml(links.settings)}">Ajustes</a> o `,
    `<a href="${escapeHtml(links.unsubscribe)}">dejar de recibir estos correos</a>.</p>`,
    '</body></html>',
  ].join('');
}

function textDocument(greeting: string, intro: string, body: string, links: EmailLinks): string {
  return [
    greeting,
    '',
    intro,
    '',
    body,
    '',
    `Ver tus notificaciones en Vigía: ${links.notifications}`,
    '',
    '--',
    'Recibes este correo porque tienes activadas las notificaciones por email en Vigía.',
    `Puedes cambiarlas en Ajustes: ${links.settings}`,
    `Dejar de recibir estos correos: ${links.unsubscribe}`,
    '',
  ].join('\n');
}

function greeting(recipientName: string): string {
  return recipientName ? `Hola, ${recipientName}:` : 'Hola:';
}

/** One subscription's new matches of one run. */
export function renderImmediateEmail(
  recipientName: string,
  group: EmailGroup,
  links: EmailLinks,
): RenderedEmail {
  const count = publicationsCount(group.items.length);
  const intro = `Hay ${count} que ${group.items.length === 1 ? 'coincide' : 'coinciden'} con tu suscripción «${group.subscriptionName}».`;
  return {
    subject: `Vigía: ${count} en «${group.subscriptionName}»`,
    html: htmlDocument(greeting(recipientName), intro, htmlGroup(group, links, false), links),
    text: textDocument(greeting(recipientName), intro, textGroup(group, links, false), links),
  };
}

/** A user's daily digest of `day` (YYYY-MM-DD): the new matches of every daily subscription. */
export function renderDigestEmail(
  recipientName: string,
  day: string,
  groups: EmailGroup[],
  links: EmailLinks,
): RenderedEmail {
  const total = groups.reduce((sum, group) => sum + group.items.length, 0);
  const subscriptionsText =
    groups.length === 1 ? 'una suscripción' : `${groups.length} suscripciones`;
  const intro = `Este es tu resumen diario del ${spanishDate(day)}: ${publicationsCount(total)} en ${subscriptionsText}.`;
  return {
    subject: `Vigía: resumen diario del ${spanishDate(day)} (${publicationsCount(total)})`,
    html: htmlDocument(
      greeting(recipientName),
      intro,
      groups.map((group) => htmlGroup(group, links, true)).join(''),
      links,
    ),
    text: textDocument(
      greeting(recipientName),
      intro,
      groups.map((group) => textGroup(group, links, true)).join('\n\n'),
      links,
    ),
  };
}

/** The link that proves a custom notification address belongs to whoever typed it. */
export function renderAddressVerificationEmail(
  recipientName: string,
  address: string,
  link: string,
  validDays: number,
): RenderedEmail {
  const intro = `Has pedido que los avisos de Vigía lleguen a ${address}. Confírmalo abriendo este enlace (caduca en ${validDays} días):`;
  const ignore =
    'Si no lo has pedido tú, ignora este correo: no te enviaremos nada más a esta dirección.';
  return {
    subject: 'Vigía: confirma tu dirección para los avisos',
    html: [
      '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Vigía</title></head>',
      '<body style="font-family:Arial,Helvetica,sans-serif;color:#111827;max-width:640px;margin:0 auto;padding:16px">',
      '<p style="font-size:18px;font-weight:700;margin:0 0 16px">Vigía · Notificaciones Inteligentes</p>',
      `<p>${escapeHtml(greeting(recipientName))}</p><p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(link)}" style="color:#1a56db;font-weight:600">Confirmar esta dirección</a></p>`,
      `<p style="color:#6b7280;font-size:12px">${escapeHtml(ignore)}</p>`,
      '</body></html>',
    ].join(''),
    text: [greeting(recipientName), '', intro, link, '', ignore, ''].join('\n'),
  };
}
