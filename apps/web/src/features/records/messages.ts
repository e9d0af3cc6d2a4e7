import { loadFeatureMessages } from '@/lib/feature-messages';

// The records pages' texts load with the pages, not in the shell's first view.
void loadFeatureMessages(import.meta.glob<{ default: Record<string, string> }>('./locales/*.json'));
