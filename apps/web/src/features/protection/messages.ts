import { loadFeatureMessages } from '@/lib/feature-messages';

// The protection texts load with the pages and dialogs that use them, not in the shell.
void loadFeatureMessages(import.meta.glob<{ default: Record<string, string> }>('./locales/*.json'));
