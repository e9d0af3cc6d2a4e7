import type { FastifyInstance } from 'fastify';
import {
  addFavourite,
  addRecentGame,
  favouriteIds,
  favouriteList,
  gameList,
  hotGames,
  mobileGames,
  recentGameMenu,
  recentGames,
  removeFavourite,
  vendorGameTypes,
} from '@lotto/contract';
import { registerOperation } from '../../lib/route';
import { currentMember } from '../../plugins/session-auth.plugin';
import type { GamesService } from './games.service';
import { answerLanguage } from '../../lib/localized';

export default async function gamesRoutes(app: FastifyInstance, opts: { games: GamesService }) {
  const { games } = opts;

  registerOperation(app, gameList, (req) =>
    games.gameList(req.merchant.code, req.query, answerLanguage(req)),
  );
  registerOperation(app, mobileGames, (req) =>
    games.mobileGames(req.merchant.code, req.query.gameType, req.query, answerLanguage(req)),
  );
  registerOperation(app, hotGames, (req) => games.hotGames(req.merchant.code, answerLanguage(req)));
  registerOperation(app, vendorGameTypes, (req) =>
    games.vendorGameTypes(req.merchant.code, req.language),
  );
  registerOperation(app, recentGameMenu, (req) => games.recentGameMenu(req.merchant.code));

  registerOperation(app, recentGames, (req) =>
    games.recentGames(currentMember(req).id, req.merchant.code, req.query, answerLanguage(req)),
  );
  registerOperation(app, addRecentGame, (req) =>
    games.addRecentGame(currentMember(req).id, req.merchant.code, req.query.nodeId),
  );

  registerOperation(app, addFavourite, (req) =>
    games.addFavourite(currentMember(req).id, req.merchant.code, req.body.nodeId, req.body.vendor),
  );
  registerOperation(app, removeFavourite, (req) =>
    games.removeFavourite(currentMember(req).id, req.query.nodeId),
  );
  registerOperation(app, favouriteIds, (req) =>
    games.favouriteIds(currentMember(req).id, req.query),
  );
  registerOperation(app, favouriteList, (req) =>
    games.favouriteList(currentMember(req).id, req.merchant.code, req.query, answerLanguage(req)),
  );
}
