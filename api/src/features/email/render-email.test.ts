import {
  MAX_ITEMS_PER_GROUP,
  renderDigestEmail,
  renderImmediateEmail,
  spanishDate,
  type EmailItem,
} from './render-email';

const links = {
  notifications: 'https://app.example.org/notifications',
  settings: 'https://app.example.org/settings',
  unsubscribe: 'https://api.example.org/api/v1/email/unsubscribe?token=a.b',
};

function item(overrides: Partial<EmailItem> = {}): EmailItem {
  return {
    title: 'Orden de ayudas para la rehabilitación de viviendas',
    url: 'https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-1',
    source: 'boe',
    department: 'MINISTERIO DE VIVIENDA',
    publishedOn: '2026-11-23',
    snippet: 'Orden de «ayudas» para la rehabilitación de viviendas',
    ...overrides,
  };
}

describe('emails', () => {
  it('write dates in Spanish', () => {
    expect(spanishDate('2026-11-23')).toBe('23 de noviembre de 2026');
    expect(spanishDate('2027-01-01')).toBe('1 de enero de 2027');
  });

  it('say one publication in the singular', () => {
    const email = renderImmediateEmail(
      'Ana',
      { subscriptionName: 'Vivienda', items: [item()] },
      links,
    );
    expect(email.subject).toBe('Vigía: 1 publicación nueva en «Vivienda»');
    expect(email.text).toContain('Hola, Ana:');
    expect(email.text).toContain(
      'Hay 1 publicación nueva que coincide con tu suscripción «Vivienda».',
    );
    expect(email.text).toContain('BOE · 23 de noviembre de 2026 · MINISTERIO DE VIVIENDA');
    expect(email.html).toContain('Orden de <strong>ayudas</strong> para');
  });

  it('escape what the bulletin or the user wrote', () => {
    const email = renderImmediateEmail(
      '<b>Ana</b>',
      {
        subscriptionName: 'A & B <script>',
        items: [item({ title: 'Ley 1/2026 <i>"de" prueba</i>', url: 'https://x.test/?a=1&b="2"' })],
      },
      links,
    );
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>Ana</b>');
    expect(email.html).toContain('A &amp; B &lt;script&gt;');
    expect(email.html).toContain('Ley 1/2026 &lt;i&gt;&quot;de&quot; prueba&lt;/i&gt;');
    expect(email.html).toContain('href="https://x.test/?a=1&amp;b=&quot;2&quot;"');
  });

  it('cut a long list and link to the rest in the app', () => {
    const items = Array.from({ length: MAX_ITEMS_PER_GROUP + 3 }, (_, index) =>
      item({ title: `Publicación ${index + 1}` }),
    );
    const email = renderDigestEmail(
      'Ana',
      '2026-11-23',
      [{ subscriptionName: 'Vivienda', items }],
      links,
    );
    expect(email.subject).toBe(
      `Vigía: resumen diario del 23 de noviembre de 2026 (${items.length} publicaciones nuevas)`,
    );
    expect(email.text).toContain(`Publicación ${MAX_ITEMS_PER_GROUP}\n`);
    expect(email.text).not.toContain(`Publicación ${MAX_ITEMS_PER_GROUP + 1}\n`);
    expect(email.text).toContain(`y 3 publicaciones más en Vigía: ${links.notifications}`);
    expect(email.html).toContain('y 3 publicaciones más en Vigía</a>');
  });

  it('group a digest by subscription, each with its count', () => {
    const email = renderDigestEmail(
      '',
      '2026-11-23',
      [
        { subscriptionName: 'Agua', items: [item()] },
        { subscriptionName: 'Vivienda', items: [item(), item()] },
      ],
      links,
    );
    expect(email.text).toMatch(/^Hola:\n/);
    expect(email.text).toContain('3 publicaciones nuevas en 2 suscripciones');
    expect(email.text).toMatch(/Agua \(1\)[\s\S]*Vivienda \(2\)/);
    expect(email.text).toContain(`Dejar de recibir estos correos: ${links.unsubscribe}`);
    expect(email.html).toContain(`href="${links.unsubscribe.replace('&', '&amp;')}"`);
  });
});
