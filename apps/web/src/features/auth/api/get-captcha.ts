import { captcha } from '@lotto/contract';
import { apiCall } from '@/lib/api-client';

/** §2.4 a captcha image and the id its answer is checked under; each is good for one answer. */
export const getCaptcha = () => apiCall(captcha);
