import { apiCall } from '@/lib/api-client';
import { routes } from '@lotto/contract';

/** §2.4 a captcha image and the id its answer is checked under; each is good for one answer. */
export const getCaptcha = () => apiCall(routes.captcha);
