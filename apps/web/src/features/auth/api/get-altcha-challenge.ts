import { apiCall } from '@/lib/api-client';
import { routes } from '@lotto/contract';

/** A fresh human-verification challenge; each is good for one submit (§4). */
export const getAltchaChallenge = () => apiCall(routes.altchaChallenge);
