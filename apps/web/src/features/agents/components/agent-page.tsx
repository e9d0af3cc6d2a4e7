import type { ComponentType, ReactNode } from 'react';
import { Page } from '@/components/ui/page';
import { useTranslation } from '@/lib/use-translation';
import { AgentGate } from './agent-gate';

interface AgentPageProps {
  /** The page's name (its landmark and test id). */
  name: string;
  /** The locale key of the page's title. */
  titleKey: string;
  children: ReactNode;
}

/** An agent page of §2.1: its title, then its body only for a member with the agent option. */
export const AgentPage = ({ name, titleKey, children }: AgentPageProps) => {
  const { t } = useTranslation();
  return (
    <Page name={name} className="agents-page">
      <h2 className="page__title">{t(titleKey)}</h2>
      <AgentGate>{children}</AgentGate>
    </Page>
  );
};

/** The agent page named `name`, titled by `titleKey`, whose body is `Body`. */
export const agentPage = (name: string, titleKey: string, Body: ComponentType) => {
  const Shell = () => (
    <AgentPage name={name} titleKey={titleKey}>
      <Body />
    </AgentPage>
  );
  return Shell;
};
