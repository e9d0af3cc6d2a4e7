import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { useTranslation } from '@/lib/use-translation';
import { AgentSection } from './agent-section';

const PAGES = [
  [paths.salaryContract, 'title.salary_contract', 'salary'],
  [paths.dividendContract, 'title.dividend_contract', 'dividend'],
  [paths.hourContract, 'title.hour_contract', 'hour'],
  [paths.agentStatement, 'title.agent_statement', 'statement'],
] as const;

/**
 * The agent's three contract pages (§2.1) and its commission statement (every period's pay). The login check opens the one awaiting review, but
 * types 41 and 42 are exempt from it (§6): a platform offer reaches them here.
 */
export const ContractLinks = () => {
  const { t } = useTranslation();
  return (
    <AgentSection title={t('agents.my_contracts')} as="nav">
      <div className="agents-row agents-contract-links">
        {PAGES.map(([to, title, name]) => (
          <Link
            key={name}
            className="button button--ghost"
            to={to}
            data-testid={`contract-link-${name}`}
          >
            {t(title)}
          </Link>
        ))}
      </div>
    </AgentSection>
  );
};
