import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import Bird from 'lucide-react/icons/bird';
import Club from 'lucide-react/icons/club';
import Dices from 'lucide-react/icons/dices';
import Fish from 'lucide-react/icons/fish';
import Gamepad2 from 'lucide-react/icons/gamepad-2';
import Ticket from 'lucide-react/icons/ticket';
import Trophy from 'lucide-react/icons/trophy';
import Tv from 'lucide-react/icons/tv';
import Volleyball from 'lucide-react/icons/volleyball';
import type { GameCategory } from '@lotto/contract';
import { paths } from '@/config/paths';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { useVendorGameTypes } from '../api/get-vendor-game-types';
import { orderedCategories, tabAction } from '../utils/game-center-tabs';
import '../games.css';

const icons: Record<GameCategory, typeof Dices> = {
  RNG: Dices,
  LIVE: Tv,
  FISH: Fish,
  PVP: Club,
  SPORTS: Volleyball,
  ESPORTS: Gamepad2,
  ELOTT: Ticket,
  LOTT: Trophy,
  COCKFIGHT: Bird,
};

/**
 * Placeholders while the categories load: one per category a merchant can offer (the demo offers
 * them all), so the grid has the rows it will have.
 */
const PENDING_ENTRANCES = Object.keys(icons).length;

/** §2.3 the game area: one entrance per category, routed like the game center's tabs (§2.6). */
export const GameArea = () => {
  const { t } = useTranslation();
  const types = useVendorGameTypes();
  const categories = orderedCategories(types.data ?? []).map((c) => c.gameCategory);
  // The entrances follow the page by a task, in placeholders of their size and number meanwhile.
  const painted = useAfterFirstPaint();
  return (
    <nav className="game-area" aria-label={t('games.categories')} data-testid="game-area">
      {types.isPending || !painted
        ? Array.from(
            { length: types.isPending ? PENDING_ENTRANCES : categories.length },
            (_, i) => <span key={i} className="game-area__item game-area__item--skeleton" />,
          )
        : categories.map((category) => {
            const action = tabAction(category, true);
            const to =
              action.kind === 'navigate'
                ? action.to
                : `${paths.gameCenter}?gameCategory=${category}`;
            const Icon = icons[category];
            return (
              <Link
                key={category}
                className="game-area__item"
                to={to}
                data-testid={`game-area-${category}`}
              >
                <Icon size={26} aria-hidden="true" />
                <span>{t(`category.${category}`)}</span>
              </Link>
            );
          })}
    </nav>
  );
};
