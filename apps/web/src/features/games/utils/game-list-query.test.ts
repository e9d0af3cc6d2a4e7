import { describe, expect, it } from 'vitest';
import {
  classifiesFor,
  dataTypeOf,
  gameListInput,
  gameTypeFromLocation,
  hasMorePages,
  initialListState,
  normaliseFilter,
  removeFilterField,
} from './game-list-query';
import { gameKeys } from '../api/game-keys';

describe('game list query rules (§2.8, §4)', () => {
  it('takes the type from the path, else the query, else RNG', () => {
    expect(gameTypeFromLocation('/m/live', new URLSearchParams('gameType=FISH'))).toBe('LIVE');
    expect(gameTypeFromLocation('/m/pvp/', new URLSearchParams())).toBe('PVP');
    expect(gameTypeFromLocation('/m/gameList', new URLSearchParams('gameType=fish'))).toBe('FISH');
    expect(gameTypeFromLocation('/m/gameList', new URLSearchParams('gameType=nope'))).toBe('RNG');
    expect(gameTypeFromLocation('/m/game', new URLSearchParams())).toBe('RNG');
  });

  it('opens recent for type=recent and a vendor search for vassalage', () => {
    expect(initialListState(new URLSearchParams('type=recent'))).toEqual({
      tab: 'recent',
      filter: {},
    });
    expect(initialListState(new URLSearchParams('vassalage=PG'))).toEqual({
      tab: 'all',
      filter: { vassalage: 'PG' },
    });
  });

  it('trims the name and drops empty fields', () => {
    expect(normaliseFilter({ gameName: '  Dragon ', vassalage: '' })).toEqual({
      gameName: 'Dragon',
    });
    expect(normaliseFilter({ gameName: '   ' })).toEqual({});
  });

  it('is the filter data type while a filter is set on all, and back to all when cleared', () => {
    const filter = { vassalage: 'PG', minBet: '0.5' as const };
    expect(dataTypeOf('all', filter)).toBe('filter');
    expect(dataTypeOf('fav', filter)).toBe('fav');
    const one = removeFilterField(filter, 'vassalage');
    expect(one).toEqual({ minBet: '0.5' });
    expect(dataTypeOf('all', removeFilterField(one, 'minBet'))).toBe('all');
  });

  it('offers LIVE codes for live games and RNG codes otherwise', () => {
    expect(classifiesFor('LIVE')).toContain('BAC');
    expect(classifiesFor('LIVE')).not.toContain('JP');
    expect(classifiesFor('RNG')).toEqual(['JP', 'SC', 'VP', 'TG', 'AC']);
  });

  it('builds the page query with the trimmed filter and page size 15', () => {
    expect(gameListInput('RNG', { gameName: ' Fu ' }, 2, 'th')).toEqual({
      gameType: 'RNG',
      gameName: 'Fu',
      pageNo: 2,
      pageSize: 15,
      language: 'th',
    });
  });

  it('keys a list by everything that resets it to page 1', () => {
    const base = gameKeys.list('RNG', 'all', {}, 'th', 15);
    expect(gameKeys.list('RNG', 'hot', {}, 'th', 15)).not.toEqual(base);
    expect(gameKeys.list('RNG', 'all', { vassalage: 'PG' }, 'th', 15)).not.toEqual(base);
    expect(gameKeys.list('RNG', 'all', {}, 'en', 15)).not.toEqual(base);
    expect(gameKeys.list('LIVE', 'all', {}, 'th', 15)).not.toEqual(base);
    expect(gameKeys.list('RNG', 'all', {}, 'th', 15)).toEqual(base);
  });

  it('has more while the page is below totalPages', () => {
    expect(hasMorePages(1, 3)).toBe(true);
    expect(hasMorePages(3, 3)).toBe(false);
    expect(hasMorePages(1, 0)).toBe(false);
  });
});
