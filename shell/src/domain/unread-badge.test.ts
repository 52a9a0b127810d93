import { formatUnreadBadge } from './unread-badge';

describe('formatUnreadBadge', () => {
  it('is empty (badge hidden) when nothing is unread', () => {
    expect(formatUnreadBadge(0)).toBe('');
  });

  it('is empty for a negative or non-numeric count', () => {
    expect(formatUnreadBadge(-3)).toBe('');
    expect(formatUnreadBadge(Number.NaN)).toBe('');
  });

  it('shows the count up to 99', () => {
    expect(formatUnreadBadge(1)).toBe('1');
    expect(formatUnreadBadge(99)).toBe('99');
  });

  it("caps at '99+' above 99", () => {
    expect(formatUnreadBadge(100)).toBe('99+');
    expect(formatUnreadBadge(12345)).toBe('99+');
  });
});
