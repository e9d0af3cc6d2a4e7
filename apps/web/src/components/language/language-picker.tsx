import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import Languages from 'lucide-react/icons/languages';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Check from 'lucide-react/icons/check';
import { htmlLangOf, languages } from '@lotto/contract';
import type { Language } from '@lotto/contract';
import { activeLanguage, setLanguage } from '@/lib/i18n';

/** §2.12 language switch: a list of languages; choosing one changes the language and closes it. */
export const LanguagePicker = ({ className = '' }: { className?: string }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  // useTranslation re-renders on a language change, so this follows the active language.
  const current = activeLanguage();

  const choose = (language: Language) => {
    setOpen(false);
    void setLanguage(language);
  };

  return (
    <div className={`language-switch ${className}`}>
      <button
        type="button"
        className="menu-row"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        <Languages className="menu-row__icon" size={22} aria-hidden="true" />
        <span className="menu-row__label">{t('side.language')}</span>
        <span className="menu-row__value" lang={htmlLangOf(current)}>
          {t(`language.${current}`)}
        </span>
        <ChevronDown
          className={`menu-row__chevron ${open ? 'is-open' : ''}`}
          size={18}
          aria-hidden="true"
        />
      </button>
      {open ? (
        <ul id={listId} className="language-list" data-testid="language-picker">
          {languages.map((language) => (
            <li key={language}>
              <button
                type="button"
                className="language-list__option"
                data-testid={`language-option-${language}`}
                lang={htmlLangOf(language)}
                aria-current={language === current ? 'true' : undefined}
                onClick={() => choose(language)}
              >
                <span>{t(`language.${language}`)}</span>
                {language === current ? <Check size={18} aria-hidden="true" /> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
