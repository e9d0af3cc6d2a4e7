import { useTranslation } from '@/lib/use-translation';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import type { CaptchaValue } from '@lotto/contract';

interface CaptchaImageProps {
  captcha: CaptchaValue | null;
  /** §4: a click on the image fetches a new one and clears the field. */
  onRefresh: () => void;
}

/** The captcha picture beside its field; a tap gets a new one. */
export const CaptchaImage = ({ captcha, onRefresh }: CaptchaImageProps) => {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="captcha-image"
      onClick={onRefresh}
      aria-label={t('auth.captcha_refresh')}
      data-testid="captcha-image"
      data-captcha-id={captcha?.captchaId}
    >
      {captcha ? (
        <img src={captcha.image} alt={t('auth.captcha_image')} width={100} height={40} />
      ) : (
        <RefreshCw size={20} aria-hidden="true" />
      )}
    </button>
  );
};
