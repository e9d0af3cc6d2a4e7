import { loadFeatureMessages } from '@/lib/feature-messages';

// The team report pages import this module: their texts load with them, not with the shell.
void loadFeatureMessages(import.meta.glob<{ default: Record<string, string> }>('./locales/*.json'));
