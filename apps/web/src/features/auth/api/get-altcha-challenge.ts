import { altchaChallenge } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';

/** A fresh human-verification challenge; each is good for one submit (§4). */
export const getAltchaChallenge = () => apiCall(altchaChallenge);
