import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from '@/lib/router';
import type { GameCategory } from '@lotto/contract';
import { paths } from '@/config/paths';
import { RemovableChip, SearchButton } from '@/components/ui/list-search';
import type { FilterChip } from '../utils/filter-chips';
import type { FilterField } from '../utils/game-list-query';
import { BackButton } from '@/components/ui/icon-button';

interface GameListHeaderProps {
  gameType: GameCategory;
  chips: readonly FilterChip[];
  onRemoveChip: (field: FilterField) => void;
  onOpenFilter: () => void;
}

/** §2.8 header: back (home when history has one entry or fewer), title or chips, and search. */
export const GameListHeader = ({
  gameType,
  chips,
  onRemoveChip,
  onOpenFilter,
}: GameListHeaderProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => {
    if (window.history.length <= 1) void navigate(paths.home);
    else void navigate(-1);
  };
  return (
    <header className="list-header" data-testid="game-list-header">
      <BackButton onClick={back} testId="game-list-back" />
      {chips.length === 0 ? (
        <h1 className="list-header__title">{t(`category.${gameType}`)}</h1>
      ) : (
        <ul className="list-header__chips" aria-label={t('games.active_filters')}>
          {chips.map((chip) => {
            const label = t(chip.labelKey, chip.values);
            return (
              <li key={chip.field}>
                <RemovableChip
                  text={label}
                  removeLabel={t('games.remove_filter', { label })}
                  onRemove={() => onRemoveChip(chip.field)}
                  className="filter-chip"
                  textClassName="filter-chip__text"
                  testId={`chip-${chip.field}`}
                />
              </li>
            );
          })}
        </ul>
      )}
      <SearchButton label={t('games.open_filter')} onClick={onOpenFilter} testId="open-filter" />
    </header>
  );
};
