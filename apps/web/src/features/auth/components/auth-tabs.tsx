interface Tab<T extends string> {
  id: T;
  label: string;
}

interface AuthTabsProps<T extends string> {
  tabs: readonly Tab<T>[];
  value: T;
  onChange: (id: T) => void;
  label: string;
}

/** Two or more methods side by side (§2.4 login tabs, §2.5 register toggle, /m/forget). */
export const AuthTabs = <T extends string>({ tabs, value, onChange, label }: AuthTabsProps<T>) => (
  <div className="auth-tabs" role="tablist" aria-label={label}>
    {tabs.map((tab) => (
      <button
        key={tab.id}
        type="button"
        role="tab"
        aria-selected={tab.id === value}
        className="auth-tabs__tab"
        data-testid={`tab-${tab.id}`}
        onClick={() => onChange(tab.id)}
      >
        {tab.label}
      </button>
    ))}
  </div>
);
