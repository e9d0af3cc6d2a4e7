import { showToast } from '@/components/ui/toast-store';
import { refusalOf } from './refusal';
import { getSessionEnded } from './session-ended';

/** A refusal no form showed, as the §8 error tip; an ended session has its own dialog. */
export const showRefusal = (error: unknown): void => {
  if (getSessionEnded()) return;
  showToast('error', refusalOf(error).message);
};
