import { useTranslation } from '@/lib/use-translation';
import Languages from 'lucide-react/icons/languages';
import Check from 'lucide-react/icons/check';
import { htmlLangOf, languageNameOf, languages } from '@lotto/contract';
import { chosenLanguage, setLanguage } from '@/lib/i18n';
import { useSettings } from '@/lib/settings';
import { MenuRowList } from '@/components/ui/menu-row-list';

/**
 * §2.12 language switch: the merchant's languages of the catalogue, each by its own name in its own
 * script; choosing one changes the language and closes the list.
 */
export const LanguagePicker = ({ className = '' }: { className?: string }) => {
  const { t } = useTranslation();
  // Before the settings arrive, the six of the picker.
  const offered = useSettings()?.merchant.languages ?? languages;
  // useTranslation re-renders on a language change, so this follows the chosen language.
  const current = chosenLanguage();

  return (
    <div className={`language-switch ${className}`}>
      <MenuRowList
        Icon={Languages}
        label={t('side.language')}
        value={
          <span className="menu-row__value" lang={htmlLangOf(current)}>
            {languageNameOf(current)}
          </span>
        }
      >
        {(list) => (
          <ul id={list.id} className="language-list" data-testid="language-picker">
            {offered.map((language) => (
              <li key={language}>
                <button
                  type="button"
                  className="language-list__option"
                  data-testid={`language-option-${language}`}
                  lang={htmlLangOf(language)}
                  aria-current={language === current ? 'true' : undefined}
                  onClick={() => {
                    list.close();
                    void setLanguage(language);
                  }}
                >
                  <span>{languageNameOf(language)}</span>
                  {language === current ? <Check size={18} aria-hidden="true" /> : null}
                </button>
              </li>
            ))}
          </ul>
        )}
      </MenuRowList>
    </div>
  );
};
