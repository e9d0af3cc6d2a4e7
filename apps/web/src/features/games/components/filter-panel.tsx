import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import {
  GameCategory,
  MIN_BET_OPTIONS,
  MIN_BET_TEXT_BAHT,
  MIN_BET_TEXT_LINES,
} from '@lotto/contract';
import { useFilterForm } from '@/lib/filter-form';
import { useSettings } from '@/lib/settings';
import type { GameClassify, VendorName } from '@lotto/contract';
import { Dialog } from '@/components/ui/dialog';
import { DialogHeader } from '@/components/ui/dialog-header';
import { classifiesFor, normaliseFilter } from '../utils/game-list-query';
import type { GameListFilter, MinBet } from '../utils/game-list-query';

interface FilterPanelProps {
  open: boolean;
  gameType: GameCategory;
  vendors: readonly VendorName[];
  filter: GameListFilter;
  onApply: (filter: GameListFilter) => void;
  onClose: () => void;
}

const noFilter: Record<keyof GameListFilter, undefined> = {
  gameName: undefined,
  vassalage: undefined,
  gameClassify: undefined,
  minBet: undefined,
};

const offersClassify = (type: GameCategory) =>
  type === GameCategory.RNG || type === GameCategory.LIVE;

/** §2.8 filter panel: search text (trimmed), vendor, classification and minimum bet. */
export const FilterPanel = ({
  open,
  gameType,
  vendors,
  filter,
  onApply,
  onClose,
}: FilterPanelProps) => {
  const { t } = useTranslation();
  // §5 the text is in baht: a merchant in another currency has no such line.
  const inBaht = useSettings()?.merchant.currency.code === 'THB';
  const titleId = useId();
  const nameId = useId();
  const {
    values: draft,
    set,
    submit,
  } = useFilterForm<GameListFilter>(filter, (chosen) => onApply(normaliseFilter(chosen)));

  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      variant="sheet"
      testId="filter-panel"
    >
      <form className="filter-panel" onSubmit={submit}>
        <DialogHeader
          titleId={titleId}
          title={t('games.filter_title')}
          onClose={onClose}
          className="filter-panel__head"
        />
        <label className="filter-panel__label" htmlFor={nameId}>
          {t('games.filter_name')}
        </label>
        <input
          id={nameId}
          className="field-input filter-panel__input"
          type="search"
          maxLength={100}
          value={draft.gameName ?? ''}
          placeholder={t('games.filter_name_placeholder')}
          onChange={(e) => set({ gameName: e.target.value })}
          data-testid="filter-name"
        />
        <fieldset className="filter-panel__group">
          <legend className="filter-panel__label">{t('games.filter_vendor')}</legend>
          <ChipOptions
            testId="filter-vendors"
            chosen={draft.vassalage}
            options={vendors.map((v) => ({ value: v.accountTypeName, label: v.displayName }))}
            onChoose={(vassalage) => set({ vassalage })}
          />
        </fieldset>
        {offersClassify(gameType) ? (
          <fieldset className="filter-panel__group">
            <legend className="filter-panel__label">{t('games.filter_classify')}</legend>
            <ChipOptions
              testId="filter-classifies"
              chosen={draft.gameClassify}
              options={classifiesFor(gameType).map((code: GameClassify) => ({
                value: code,
                label: t(`classify.${code}`),
              }))}
              onChoose={(gameClassify) => set({ gameClassify })}
            />
          </fieldset>
        ) : null}
        <fieldset className="filter-panel__group">
          <legend className="filter-panel__label">{t('games.filter_min_bet')}</legend>
          {inBaht ? (
            <p className="filter-panel__hint" data-testid="filter-min-bet-text">
              {t('games.min_bet_text', { baht: MIN_BET_TEXT_BAHT, lines: MIN_BET_TEXT_LINES })}
            </p>
          ) : null}
          <ChipOptions
            testId="filter-min-bets"
            chosen={draft.minBet}
            options={MIN_BET_OPTIONS.map((bet: MinBet) => ({ value: bet, label: bet }))}
            onChoose={(minBet) => set({ minBet })}
          />
        </fieldset>
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={() => set(noFilter)}>
            {t('games.filter_reset')}
          </button>
          <button type="submit" className="button button--primary" data-testid="filter-apply">
            {t('games.filter_apply')}
          </button>
        </div>
      </form>
    </Dialog>
  );
};

/** A filter's chips: "All" (none chosen), then one an option; choosing one replaces the other. */
const ChipOptions = <V extends string>({
  testId,
  chosen,
  options,
  onChoose,
}: {
  testId: string;
  chosen: V | undefined;
  options: readonly { value: V; label: string }[];
  onChoose: (value: V | undefined) => void;
}) => {
  const { t } = useTranslation();
  return (
    <div className="chip-options" data-testid={testId}>
      <OptionChip
        selected={!chosen}
        label={t('games.filter_all')}
        onSelect={() => onChoose(undefined)}
      />
      {options.map((o) => (
        <OptionChip
          key={o.value}
          selected={chosen === o.value}
          label={o.label}
          onSelect={() => onChoose(o.value)}
        />
      ))}
    </div>
  );
};

const OptionChip = ({
  selected,
  label,
  onSelect,
}: {
  selected: boolean;
  label: string;
  onSelect: () => void;
}) => (
  <button
    type="button"
    className={`option-chip ${selected ? 'option-chip--on' : ''}`}
    aria-pressed={selected}
    onClick={onSelect}
  >
    {label}
  </button>
);
