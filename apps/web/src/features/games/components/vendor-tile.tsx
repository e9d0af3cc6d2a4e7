import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from '@/lib/router';
import type { GameCategory, LaunchView, VendorName } from '@lotto/contract';
import { useLaunchGame } from '../hooks/use-launch-game';
import { vendorTileAction } from '../utils/game-center-tabs';
import { specialLotteryLaunch } from '../utils/special-launch';
import { useSettings } from '@/lib/settings';
import { onEveryCdn } from '../utils/image-sources';
import { vendorIconUrl } from '../utils/vendor-icon';
import { GameImage } from './game-image';

interface VendorTileProps {
  category: GameCategory;
  vendor: VendorName;
  cdn: string;
  eager?: boolean;
}

/**
 * A grid's first two rows of three are in a phone's first screen below the tabs: their icons load
 * at once, so a page the server rendered shows them before the app has started.
 */
export const EAGER_VENDOR_TILES = 6;

/** §2.6 a vendor tile: its icon by the §3 rule and the click rules of its category. */
export const VendorTile = ({ category, vendor, cdn, eager = false }: VendorTileProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const launch = useLaunchGame();
  const [choosing, setChoosing] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  const cdns = useSettings()?.imageCDNs ?? [];

  useEffect(() => {
    if (!choosing) return;
    const onDocumentClick = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setChoosing(false);
    };
    document.addEventListener('click', onDocumentClick);
    return () => document.removeEventListener('click', onDocumentClick);
  }, [choosing]);

  const code = vendor.accountTypeName;
  const icon = onEveryCdn(cdn, cdns, (base) => vendorIconUrl(base, category, code));
  const launchVendor = (view?: LaunchView) =>
    void launch({
      kind: 'game',
      input: { category, vendor: code, platform: 'MOBILE', ...(view ? { view } : {}) },
    });

  const onClick = () => {
    const action = vendorTileAction(category, code);
    if (action.kind === 'navigate') void navigate(action.to);
    else if (action.kind === 'lottery-lobby') {
      // The server takes a path on this site as backUrl (an address could be an open redirect).
      const input = specialLotteryLaunch(
        code,
        `${window.location.pathname}${window.location.search}`,
      );
      if (input) void launch({ kind: 'lottery', input });
    } else if (action.kind === 'choose-view') setChoosing((c) => !c);
    else launchVendor();
  };

  return (
    <li ref={ref} className="vendor-tile" data-testid="vendor-tile" data-vendor={code}>
      <button type="button" className="vendor-tile__open" onClick={onClick}>
        <GameImage {...icon} alt="" eager={eager} className="vendor-tile__art" />
        <span className="vendor-tile__name">{vendor.displayName}</span>
      </button>
      {choosing ? (
        <div className="game-tile__mask" data-testid="vendor-tile-views">
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => launchVendor('Mobile')}
          >
            {t('games.view_mobile')}
          </button>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => launchVendor('Desktop')}
          >
            {t('games.view_desktop')}
          </button>
        </div>
      ) : null}
    </li>
  );
};

export const VendorTiles = ({
  category,
  vendors,
  cdn,
  eagerTiles = EAGER_VENDOR_TILES,
}: {
  category: GameCategory;
  vendors: readonly VendorName[];
  cdn: string;
  /** How many of the first tiles load their icons at once (the rest when scrolled near). */
  eagerTiles?: number;
}) => (
  <ul className="vendor-grid" data-testid={`vendor-tiles-${category}`}>
    {vendors.map((v, i) => (
      <VendorTile
        key={v.accountTypeName}
        category={category}
        vendor={v}
        cdn={cdn}
        eager={i < eagerTiles}
      />
    ))}
  </ul>
);
