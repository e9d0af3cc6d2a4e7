import { useTranslation } from '@/lib/use-translation';
import { linkTargetProps } from '@/lib/open-link';
import { useSettings } from '@/lib/settings';

/**
 * §2.6 the game centre's sponsor banner, from the merchant's configuration (the console's
 * Settings): the sponsor's picture, named in the player's language, and its link when given.
 */
export const SponsorBanner = () => {
  const { t } = useTranslation();
  const sponsor = useSettings()?.sponsorBanner;
  if (!sponsor) return null;
  const image = (
    <img
      src={sponsor.imageUrl}
      alt={t('games.sponsor', { name: sponsor.name })}
      width={960}
      height={420}
      loading="lazy"
      decoding="async"
    />
  );
  return (
    <aside
      className="sponsor-banner"
      data-testid="sponsor-banner"
      aria-label={t('games.sponsor_label')}
    >
      {sponsor.linkUrl ? (
        <a href={sponsor.linkUrl} {...linkTargetProps(sponsor.linkUrl)}>
          {image}
        </a>
      ) : (
        image
      )}
    </aside>
  );
};
