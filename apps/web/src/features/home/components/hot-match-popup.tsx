import { useTranslation } from '@/lib/use-translation';
import { DATE_TIME_FORMAT } from '@lotto/contract';
import type { HotMatch, ZoneOffset } from '@lotto/contract';
import { ActionButton } from '@/components/ui/action-button';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { formatMerchantTime } from '@/lib/merchant-time';
import { TeamImage } from './team-image';

interface HotMatchPopupProps {
  matches: readonly HotMatch[];
  /** The merchant zone's offsets (settings): times show in that zone. */
  offsets: readonly ZoneOffset[];
  onClose: () => void;
  onPlay: (match: HotMatch) => void;
}

/** §2.3 the hot-match popup: each match with its league and time; play now launches the first. */
export const HotMatchPopup = ({ matches, offsets, onClose, onPlay }: HotMatchPopupProps) => {
  const { t } = useTranslation();
  const first = matches[0];
  return (
    <TitledDialog
      title={t('home.hot_match')}
      onClose={onClose}
      testId="hot-match-popup"
      headerClassName="popup-head"
    >
      <ul className="hot-match-list">
        {matches.map((m) => (
          <li key={`${m.nodeId}-${m.matchTime}`} className="hot-match-list__item">
            <span className="hot-match-list__league">{m.league}</span>
            <span className="hot-match-list__teams">
              <TeamImage src={m.homeTeamImageUrl} />
              <span>{m.homeTeam}</span>
              <span className="hot-match-list__vs">{t('home.versus')}</span>
              <span>{m.awayTeam}</span>
              <TeamImage src={m.awayTeamImageUrl} />
            </span>
            <span className="hot-match-list__time">
              {formatMerchantTime(m.matchTime, offsets, DATE_TIME_FORMAT)}
            </span>
          </li>
        ))}
      </ul>
      {first ? (
        <div className="dialog__actions">
          <ActionButton kind="primary" onClick={() => onPlay(first)} testId="hot-match-play">
            {t('home.play_now')}
          </ActionButton>
        </div>
      ) : null}
    </TitledDialog>
  );
};
