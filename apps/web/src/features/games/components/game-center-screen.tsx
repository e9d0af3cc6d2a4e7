import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, useLocation, useNavigate, useSearchParams } from '@/lib/router';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { GameCategory } from '@lotto/contract';
import type { Language, SortedCategory } from '@lotto/contract';
import { paths } from '@/config/paths';
import { loginReturningTo } from '@/lib/login-return';
import { useIsLoggedIn } from '@/lib/use-session';
import { useSettings } from '@/lib/settings';
import { useVendorGameTypes } from '../api/get-vendor-game-types';
import { useDebouncedLanguage } from '../hooks/use-debounced-language';
import { useVendorCdn } from '../hooks/use-vendor-cdn';
import {
  centerTabs,
  initialCenterTab,
  orderedCategories,
  tabAction,
} from '../utils/game-center-tabs';
import type { CenterTab } from '../utils/game-center-tabs';
import { GameGridSkeleton } from './game-grid';
import { HotGamesGrid } from './hot-games-block';
import { ListEmpty } from '@/components/ui/list-empty';
import { ListTabs } from './list-tabs';
import { RecentGamesPanel } from './recent-games-panel';
import { VendorGames, VendorMenu } from './vendor-menu';
import { SponsorBanner } from './sponsor-banner';
import { EAGER_VENDOR_TILES, VendorTiles } from './vendor-tile';
import '../games.css';

const tabLabel = (t: (k: string) => string, tab: CenterTab) =>
  tab === 'ALL'
    ? t('games.tab_all')
    : tab === 'HOT'
      ? t('games.tab_hot')
      : tab === 'RECENT'
        ? t('games.tab_recent')
        : t(`category.${tab}`);

/** §2.6 the game center: All and one tab per category in the server's vendor order. */
export const GameCenterScreen = () => {
  const { t } = useTranslation();
  const types = useVendorGameTypes();
  if (types.isPending) return <GameGridSkeleton />;
  if (types.isError)
    return (
      <ListEmpty text={t('games.load_failed')}>
        <button type="button" className="button button--ghost" onClick={() => void types.refetch()}>
          {t('status.retry')}
        </button>
      </ListEmpty>
    );
  return <GameCenterTabs sorted={types.data} />;
};

const GameCenterTabs = ({ sorted }: { sorted: readonly SortedCategory[] }) => {
  const { t } = useTranslation();
  const { pathname, search: query } = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const language = useDebouncedLanguage();
  const cdn = useVendorCdn();
  const tabs = centerTabs(sorted, useSettings()?.mobileTemplate.entranceMenu);
  const categories = orderedCategories(sorted);
  const [selected, setSelected] = useState<CenterTab>(() =>
    initialCenterTab(pathname, search, tabs),
  );

  const onSelect = (tab: CenterTab) => {
    const action = tabAction(tab, loggedIn);
    if (action.kind === 'navigate') void navigate(action.to);
    else if (action.kind === 'login') void navigate(loginReturningTo(`${pathname}${query}`));
    else setSelected(action.tab);
  };

  return (
    <div className="game-center" data-testid="game-center">
      <ListTabs
        tabs={tabs}
        selected={selected}
        label={t('games.categories')}
        labelOf={(tab) => tabLabel(t, tab)}
        onSelect={onSelect}
        testId="game-center-tabs"
      />
      <div className="game-center__body" data-testid={`game-center-${selected}`}>
        <CenterBody tab={selected} categories={categories} cdn={cdn} language={language} />
      </div>
      <SponsorBanner />
    </div>
  );
};

interface BodyProps {
  tab: CenterTab;
  categories: readonly SortedCategory[];
  cdn: string;
  language: Language;
}

const CenterBody = ({ tab, categories, cdn, language }: BodyProps) => {
  const vendors = categories.find((c) => c.gameCategory === tab)?.vendorNames ?? [];
  switch (tab) {
    case 'ALL':
      return (
        <>
          {categories.map((c, i) => (
            <ThirdPartySection
              key={c.gameCategory}
              category={c}
              cdn={cdn}
              inFirstScreen={i < SECTIONS_IN_FIRST_SCREEN}
            />
          ))}
        </>
      );
    case 'HOT':
      return <HotGamesGrid language={language} />;
    case 'RECENT':
      return <RecentGamesPanel initialType={GameCategory.RNG} language={language} />;
    case GameCategory.RNG:
      return (
        <>
          <VendorTiles category={tab} vendors={vendors} cdn={cdn} />
          <VendorGames
            category={tab}
            language={language}
            viewAll={`${paths.gameList}?gameType=${tab}`}
          />
        </>
      );
    case GameCategory.LIVE:
    case GameCategory.FISH:
    case GameCategory.PVP:
    case GameCategory.COCKFIGHT:
      return <VendorMenu category={tab} vendors={vendors} cdn={cdn} language={language} />;
    default:
      return <VendorTiles category={tab} vendors={vendors} cdn={cdn} />;
  }
};

/** All's first two sections (a row or two of vendors each) are what a phone's first screen shows. */
const SECTIONS_IN_FIRST_SCREEN = 2;

/** §2.6 third-party section: a category's vendors, a sports block for sports, or a placeholder. */
export const ThirdPartySection = ({
  category,
  cdn,
  inFirstScreen = false,
}: {
  category: SortedCategory;
  cdn: string;
  inFirstScreen?: boolean;
}) => {
  const { t } = useTranslation();
  const type = category.gameCategory;
  return (
    <section className="third-party" data-testid={`third-party-${type}`}>
      <Link className="third-party__title" to={`${paths.gameCenter}?gameCategory=${type}`}>
        <h2>{t(`category.${type}`)}</h2>
        <ChevronRight size={18} aria-hidden="true" />
      </Link>
      {type === GameCategory.SPORTS ? (
        <Link className="sports-block" to={paths.sports}>
          <span>{t('games.sports_block')}</span>
          <ChevronRight size={18} aria-hidden="true" />
        </Link>
      ) : null}
      {category.vendorNames.length === 0 ? (
        <p className="third-party__empty">{t('games.no_vendors')}</p>
      ) : (
        <VendorTiles
          category={type}
          vendors={category.vendorNames}
          cdn={cdn}
          eagerTiles={inFirstScreen ? EAGER_VENDOR_TILES : 0}
        />
      )}
    </section>
  );
};
