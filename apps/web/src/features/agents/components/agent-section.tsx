import { useId, type ReactNode } from 'react';

interface AgentSectionProps {
  title: ReactNode;
  /** A nav where the section is a set of links. */
  as?: 'section' | 'nav';
  children: ReactNode;
}

/** A card of an agent page, named by its title. */
export const AgentSection = ({ title, as: Tag = 'section', children }: AgentSectionProps) => {
  const id = useId();
  return (
    <Tag className="card agents-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="agents-section__title">
        {title}
      </h3>
      {children}
    </Tag>
  );
};
