import { registerAnnouncementsParams } from '@lotto/contract';
import { useAnnouncements } from '../api/get-announcements';
import { BannerCarousel } from './banner-carousel';

/** §7 registration's announcements: banners (B) of the group m_reg (answered ahead too). */
export const REGISTER_BANNER_TYPES = registerAnnouncementsParams.types;
export const REGISTER_BANNER_GROUP = registerAnnouncementsParams.groupName;

/**
 * §2.3 banners on /m/register, the carousel of home with registration's own group; a tap there
 * does not navigate (the visitor is on the register page already). Nothing shows when the group
 * is empty or its call fails: the form is what the page is for.
 */
export const RegisterBanners = () => {
  const query = useAnnouncements(REGISTER_BANNER_TYPES, REGISTER_BANNER_GROUP);
  if (query.isError) return null;
  return (
    <div className="register-banners" data-testid="register-banners">
      <BannerCarousel banners={query.data?.banners} />
    </div>
  );
};
