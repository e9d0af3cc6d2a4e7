import { loadFeatureMessages } from '@/lib/feature-messages';

// The draw reminders sheet imports this module: its texts load with it, never with the list.
void loadFeatureMessages(import.meta.glob<{ default: Record<string, string> }>('./locales/*.json'));
