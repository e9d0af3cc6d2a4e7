import { loadFeatureMessages } from '@/lib/feature-messages';

// The page modules import this first: the money pages render with their texts.
void loadFeatureMessages(import.meta.glob<{ default: Record<string, string> }>('./locales/*.json'));
