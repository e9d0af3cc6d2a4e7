import { loadFeatureMessages } from '@/lib/feature-messages';

// The agreement page's texts travel with its page, not in the shell.
void loadFeatureMessages(import.meta.glob<{ default: Record<string, string> }>('./locales/*.json'));
