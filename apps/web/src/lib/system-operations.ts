// The shell's own calls, loaded on demand: their schemas bring zod, which the first paint skips.
export { consolidatedSettings, siteStatus, systemStatusOf } from '@lotto/contract';
