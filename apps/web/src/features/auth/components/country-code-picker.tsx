import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Check from 'lucide-react/icons/check';
import { Dialog } from '@/components/ui/dialog';
import { flagEmoji } from '../utils/flag-emoji';

interface Country {
  countryCode: string;
  countryDialingCode: string;
}

interface CountryCodePickerProps {
  countries: readonly Country[];
  value: string;
  onChange: (dialingCode: string) => void;
}

/** §2.4 the dialing-code picker: a slide-up list of flag plus code. */
export const CountryCodePicker = ({ countries, value, onChange }: CountryCodePickerProps) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const current = countries.find((c) => c.countryDialingCode === value);
  return (
    <>
      <button
        type="button"
        className="country-button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={t('auth.country_code_choose', { code: `+${value}` })}
        data-testid="country-code-button"
      >
        <span aria-hidden="true">{current ? flagEmoji(current.countryCode) : ''}</span>
        <span>+{value}</span>
        <ChevronDown size={16} aria-hidden="true" />
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy={titleId}
        variant="sheet"
        testId="country-code-picker"
      >
        <h2 id={titleId} className="dialog__title">
          {t('auth.country_code_title')}
        </h2>
        <ul className="country-list">
          {countries.map((c) => (
            <li key={`${c.countryCode}-${c.countryDialingCode}`}>
              <button
                type="button"
                className="country-list__option"
                aria-current={c.countryDialingCode === value ? 'true' : undefined}
                data-testid={`country-option-${c.countryCode}`}
                onClick={() => {
                  onChange(c.countryDialingCode);
                  setOpen(false);
                }}
              >
                <span className="country-list__flag" aria-hidden="true">
                  {flagEmoji(c.countryCode)}
                </span>
                <span className="country-list__name">{c.countryCode}</span>
                <span className="country-list__code">+{c.countryDialingCode}</span>
                {c.countryDialingCode === value ? <Check size={18} aria-hidden="true" /> : null}
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
};
