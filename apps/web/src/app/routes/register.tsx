import type { QueryClient } from '@tanstack/react-query';
import { RegisterOutline, RegisterPage } from '@/features/auth/components/register-page';
import { announcementsOptions } from '@/features/home/api/get-announcements';
import {
  REGISTER_BANNER_GROUP,
  REGISTER_BANNER_TYPES,
  RegisterBanners,
} from '@/features/home/components/register-banners';
import { activeLanguage } from '@/lib/i18n';
import { readSession } from '@/lib/session-storage';

/** The m_reg banners start with the page's chunk. */
export const prefetch = (client: QueryClient) =>
  client.prefetchQuery(
    announcementsOptions(
      REGISTER_BANNER_TYPES,
      REGISTER_BANNER_GROUP,
      readSession()?.token ?? null,
      activeLanguage(),
    ),
  );

/** §2.5 registration, with the m_reg banners of §7 above the form. */
export const Component = () => <RegisterPage banners={<RegisterBanners />} />;
export const Outline = () => <RegisterOutline banners={<RegisterBanners />} />;
