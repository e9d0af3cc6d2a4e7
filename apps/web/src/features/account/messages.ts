import { loadFeatureMessages } from '@/lib/feature-messages';

// The account pages' texts load with their pages, not in the shell (see feature-messages.ts).
void loadFeatureMessages(import.meta.glob<{ default: Record<string, string> }>('./locales/*.json'));
