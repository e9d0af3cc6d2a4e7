import { loadFeatureMessages } from '@/lib/feature-messages';

// The install prompts and the download page import this module: their texts load with them.
void loadFeatureMessages(import.meta.glob<{ default: Record<string, string> }>('./locales/*.json'));
