import { z } from 'zod';
import { Device } from './enums';

/** Request headers of every call (DESIGN "The calls"); HTTP lower-cases their names. */
export const HeaderName = {
  merchant: 'merchant',
  device: 'device',
  language: 'language',
  authorization: 'authorization',
} as const;

export const requestHeaders = z.object({
  merchant: z.string().min(1).max(32).optional(),
  device: z.enum([Device.MOBILE, Device.OTHERS]).optional(),
  language: z.string().max(8).optional(),
  authorization: z.string().max(512).optional(),
});
export type RequestHeaders = z.infer<typeof requestHeaders>;
