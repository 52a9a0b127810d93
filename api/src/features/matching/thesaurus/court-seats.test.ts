import { foldedWords, tellingWords } from '../smart/words';
import { COURT_SEATS } from './court-seats';

const words = (seat: string) => tellingWords(foldedWords(seat));

describe('the seats of the courts', () => {
  it('lists the seats of every province', () => {
    const provinces = Object.values(COURT_SEATS);
    expect(provinces).toHaveLength(52);
    expect(provinces.flat()).toHaveLength(new Set(provinces.flat()).size);
    for (const seats of provinces) expect(seats.length).toBeGreaterThan(0);
  });

  // A seat is found by its words in any order: one whose words all sit in another province's seat
  // ('Coria' in 'Coria del Río') would bring that seat's edicts to the wrong province, unless it is
  // the province's own name, which finds them anyway.
  it('names no seat by words that another province’s seat holds', () => {
    const seats = Object.entries(COURT_SEATS).flatMap(([province, names]) =>
      names.map((seat) => ({ province, seat, words: words(seat) })),
    );
    const clashes = seats.flatMap((one) =>
      seats
        .filter(
          (other) =>
            other.province !== one.province &&
            words(one.seat).join(' ') !== words(one.province).join(' ') &&
            one.words.every((word) => other.words.includes(word)),
        )
        .map((other) => `${one.seat} (${one.province}) in ${other.seat} (${other.province})`),
    );
    expect(clashes).toEqual([]);
  });
});
