import { beforeEach, describe, expect, it } from 'vitest';
import { readFavourites, toggleFavourite } from './favourites';

describe('lottery favourites (§3 LOTTFAV)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a list of gameIds per user name under LOTTFAV', () => {
    expect(toggleFavourite('alice', '101')).toEqual(['101']);
    expect(toggleFavourite('alice', '105')).toEqual(['101', '105']);
    expect(toggleFavourite('bob', '203')).toEqual(['203']);
    expect(JSON.parse(localStorage.getItem('LOTTFAV') ?? '')).toEqual({
      alice: ['101', '105'],
      bob: ['203'],
    });
    expect(readFavourites('alice')).toEqual(['101', '105']);
    expect(readFavourites('carol')).toEqual([]);
  });

  it('a second toggle removes the game, for that user only', () => {
    toggleFavourite('alice', '101');
    toggleFavourite('bob', '101');
    expect(toggleFavourite('alice', '101')).toEqual([]);
    expect(readFavourites('bob')).toEqual(['101']);
  });

  it('survives a broken stored value', () => {
    localStorage.setItem('LOTTFAV', '{not json');
    expect(readFavourites('alice')).toEqual([]);
    localStorage.setItem('LOTTFAV', JSON.stringify({ alice: ['1', 2, null] }));
    expect(readFavourites('alice')).toEqual(['1']);
  });
});
