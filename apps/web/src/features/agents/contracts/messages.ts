import { loadFeatureMessages } from '@/lib/feature-messages';

// The contract pages and the offer form import this module: their texts load with them.
void loadFeatureMessages(import.meta.glob<{ default: Record<string, string> }>('./locales/*.json'));
