import { BAR_SCALE_MAX, BUBBLE_MIN_DIAMETER_PX, bubbleDiameter, dayTick } from './chart-scales';

describe('chart scales (decisions 15)', () => {
  it('draws bars on a fixed 0–20 scale', () => {
    expect(BAR_SCALE_MAX).toBe(20);
  });

  it('makes a bubble count/40 × 60 px across, never smaller than the minimum', () => {
    expect(bubbleDiameter(40)).toBe(60);
    expect(bubbleDiameter(80)).toBe(120);
    expect(bubbleDiameter(20)).toBe(30);
    expect(bubbleDiameter(1)).toBe(BUBBLE_MIN_DIAMETER_PX);
    expect(bubbleDiameter(0)).toBe(BUBBLE_MIN_DIAMETER_PX);
  });

  it('labels a day with its short weekday and number', () => {
    expect(dayTick('2026-11-16', 'es-ES')).toBe('lun 16');
  });
});
