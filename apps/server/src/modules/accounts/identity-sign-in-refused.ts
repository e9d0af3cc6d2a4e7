import { ErrorCode } from '@lotto/contract';
import { HttpError } from '../../lib/http-error';

export const failed = (message: string) =>
  new HttpError(ErrorCode.IDENTITY_SIGN_IN_FAILED, message);
export const expired = () => new HttpError(ErrorCode.IDENTITY_SIGN_IN_EXPIRED);
