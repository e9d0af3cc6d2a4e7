import { loadFeatureMessages } from '@/lib/feature-messages';

// The statement page imports this module: its texts load with it, not with the shell.
void loadFeatureMessages(import.meta.glob<{ default: Record<string, string> }>('./locales/*.json'));
