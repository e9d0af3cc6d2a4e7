import { useTranslation } from '@/lib/use-translation';
import { FOOTER_YEARS } from '@lotto/contract';
import { useSettings } from '@/lib/settings';

/** §2.2 the further footer element, §2.14 with the years 2019-2025. */
export const SiteFooter = () => {
  const { t } = useTranslation();
  const settings = useSettings();
  const name = settings?.merchant.name ?? '';
  return (
    <footer className="site-footer" data-testid="site-footer">
      <p>{t('footer.copyright', { years: FOOTER_YEARS, name })}</p>
      <p className="site-footer__note">{t('footer.responsible')}</p>
    </footer>
  );
};
