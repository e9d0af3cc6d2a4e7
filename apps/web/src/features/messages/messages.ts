import { loadFeatureMessages } from '@/lib/feature-messages';

// The inbox's texts travel with its page, not in the shell.
void loadFeatureMessages(import.meta.glob<{ default: Record<string, string> }>('./locales/*.json'));
