import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import Languages from 'lucide-react/icons/languages';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Check from 'lucide-react/icons/check';
import { htmlLangOf, languageNameOf, languages } from '@lotto/contract';
import type { CatalogueLanguage } from '@lotto/contract';
import { chosenLanguage, setLanguage } from '@/lib/i18n';
import { useSettings } from '@/lib/settings';

/**
 * §2.12 language switch: the merchant's languages of the catalogue, each by its own name in its own
 * script; choosing one changes the language and closes the list.
 */
export const LanguagePicker = ({ className = '' }: { className?: string }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  // Before the settings arrive, the six of the picker.
  const offered = useSettings()?.merchant.languages ?? languages;
  // useTranslation re-renders on a language change, so this follows the chosen language.
  const current = chosenLanguage();

  const choose = (language: CatalogueLanguage) => {
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
          {languageNameOf(current)}
        </span>
        <ChevronDown
          className={`menu-row__chevron ${open ? 'is-open' : ''}`}
          size={18}
          aria-hidden="true"
        />
      </button>
      {open ? (
        <ul id={listId} className="language-list" data-testid="language-picker">
          {offered.map((language) => (
            <li key={language}>
              <button
                type="button"
                className="language-list__option"
                data-testid={`language-option-${language}`}
                lang={htmlLangOf(language)}
                aria-current={language === current ? 'true' : undefined}
                onClick={() => choose(language)}
              >
                <span>{languageNameOf(language)}</span>
                {language === current ? <Check size={18} aria-hidden="true" /> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
