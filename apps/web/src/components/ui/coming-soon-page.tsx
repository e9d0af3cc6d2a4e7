import { useTranslation } from '@/lib/use-translation';
import { ComingSoon } from './coming-soon';
import { Page } from './page';
import { pageTitleKeys } from '@/config/pages';
import type { PageName } from '@/config/pages';

interface ComingSoonPageProps {
  name: PageName;
  /** Pages without a top bar (§2.2 game and login paths) carry the main heading themselves. */
  standalone?: boolean;
}

/** A page that a later issue fills: its title and an honest coming-soon state, no fake data. */
export const ComingSoonPage = ({ name, standalone = false }: ComingSoonPageProps) => {
  const { t } = useTranslation();
  const Heading = standalone ? 'h1' : 'h2';
  return (
    <Page name={name} className={standalone ? 'page--standalone' : ''}>
      <Heading className="page__title">{t(pageTitleKeys[name])}</Heading>
      <ComingSoon />
    </Page>
  );
};
