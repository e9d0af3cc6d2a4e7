import { useTranslation } from '@/lib/use-translation';
import type { Banner } from '@lotto/contract';

/** §2.3 one dot per banner; the current one is marked, a tap goes to that banner. */
export const BannerDots = ({
  banners,
  current,
  onGo,
}: {
  banners: readonly Banner[];
  current: number;
  onGo: (index: number) => void;
}) => {
  const { t } = useTranslation();
  return (
    <div className="banner__dots">
      {banners.map((b, i) => (
        <button
          key={b.id}
          type="button"
          className={`banner__dot ${i === current ? 'banner__dot--on' : ''}`}
          aria-label={t('home.banner_go', { n: i + 1 })}
          aria-current={i === current}
          onClick={() => onGo(i)}
        />
      ))}
    </div>
  );
};
