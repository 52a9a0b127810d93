import { subscriptionDetailMessages } from './subscription-detail';

const { found } = subscriptionDetailMessages.matchPreview;

describe('the match preview counts in Spanish', () => {
  it('says one day in the singular', () => {
    expect(found(0, 1)).toBe('Ninguna publicación del último día con boletín coincide.');
    expect(found(1, 1)).toBe('1 publicación del último día con boletín coincide.');
    expect(found(3, 1)).toBe('3 publicaciones del último día con boletín coinciden.');
  });

  it('says several days in the plural', () => {
    expect(found(1, 30)).toBe('1 publicación de los últimos 30 días con boletín coincide.');
    expect(found(12, 30)).toBe('12 publicaciones de los últimos 30 días con boletín coinciden.');
  });
});
