import { formatOf } from '@lotto/contract';
import type { Db } from '../../db/client';
import type { LotteryGameRow } from '../../db/schema';
import { commitmentOf, deriveResult, newSeed } from './lottery-fair';
import { insertSeeds, seedsOf } from './lottery-orders.repository';
import type { Draw } from './lottery-schedule';
import { insertResults } from './lottery.repository';

type SeedGame = Pick<LotteryGameRow, 'merchantCode' | 'gameCode'>;

/**
 * The seeds of some draws of a game, written (and so committed) now for those that have none.
 * The first writer wins, so every instance and every caller gets the same seed.
 */
export async function ensureSeeds(
  db: Db,
  game: SeedGame,
  draws: Draw[],
  now: Date,
): Promise<Map<string, string>> {
  const numeros = draws.map((d) => d.numero);
  let seeds = await seedsOf(db, game.merchantCode, game.gameCode, numeros);
  const missing = draws.filter((d) => !seeds.has(d.numero));
  if (missing.length > 0) {
    await insertSeeds(
      db,
      missing.map((d) => {
        const seed = newSeed();
        return {
          merchantCode: game.merchantCode,
          gameCode: game.gameCode,
          numero: d.numero,
          drawTime: new Date(d.drawTime),
          seed,
          commitment: commitmentOf(seed),
          committedAt: now,
        };
      }),
    );
    seeds = await seedsOf(db, game.merchantCode, game.gameCode, numeros);
  }
  return new Map([...seeds].map(([numero, row]) => [numero, row.seed]));
}

/** Results of due draws, each derived from its draw's seed (lottery-fair.ts). */
export async function drawFromSeeds(
  db: Db,
  game: Pick<LotteryGameRow, 'merchantCode' | 'gameCode' | 'vendorCode' | 'periodKind'>,
  draws: Draw[],
  now: Date,
): Promise<number> {
  const seeds = await ensureSeeds(db, game, draws, now);
  const format = formatOf(game);
  return insertResults(
    db,
    draws.map((d) => ({
      merchantCode: game.merchantCode,
      gameCode: game.gameCode,
      numero: d.numero,
      drawTime: new Date(d.drawTime),
      numbers: deriveResult(seeds.get(d.numero) ?? '', d.numero, format),
      drawnAt: now,
    })),
  );
}
