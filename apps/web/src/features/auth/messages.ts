import { loadFeatureMessages } from '@/lib/feature-messages';

// The texts of the auth pages' later additions load with those pages, not in the shell.
void loadFeatureMessages(import.meta.glob<{ default: Record<string, string> }>('./locales/*.json'));
