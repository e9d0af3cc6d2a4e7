import { z } from 'zod';
import { fieldIssue } from './field-issues';

/** Every answer, success or failure, has this shape (DESIGN "The calls"). */
export const envelope = <T extends z.ZodType>(value: T) =>
  z.object({
    success: z.boolean(),
    value: value.nullable(),
    message: z.string().optional(),
    code: z.string().optional(),
  });

export const errorEnvelope = z
  .object({
    success: z.literal(false),
    value: z
      .object({
        captcha: z.boolean().optional(),
        fields: z.record(z.string(), z.string()).optional(),
        /** Beside each field's message: its stable code and parameters, for the app's own text. */
        fieldCodes: z.record(z.string(), fieldIssue).optional(),
      })
      .passthrough()
      .nullable(),
    message: z.string(),
    code: z.string(),
  })
  .meta({ id: 'ErrorEnvelope' });

export type Envelope<T> = { success: boolean; value: T | null; message?: string; code?: string };
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
