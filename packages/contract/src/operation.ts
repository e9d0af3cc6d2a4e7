import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * none: no token needed (§6 list); member: a session is required; optional: read when present;
 * operator: a console operator's session, and one of the operation's `roles`.
 */
export type AuthRequirement = 'none' | 'member' | 'optional' | 'operator';

/** Console operators' roles; owner may do everything. */
export const operatorRoles = ['owner', 'finance', 'content', 'support', 'read_only'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

/**
 * One call of §7: its operationId (lowerCamelCase after the call's name), method, path and the
 * schemas of its query, body and `value`. Server routes, the web client and OpenAPI all read this.
 */
export interface Operation<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  operationId: string;
  method: HttpMethod;
  path: string;
  summary: string;
  tags: string[];
  auth: AuthRequirement;
  /** With `auth: 'operator'`: the roles that may make the call; the one place that says so. */
  roles?: readonly OperatorRole[];
  query?: Q;
  body?: B;
  response: R;
}

export const defineOperation = <
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(
  op: Operation<Q, B, R>,
) => op;

export type OperationQuery<O> =
  O extends Operation<infer Q, z.ZodType | undefined, z.ZodType>
    ? Q extends z.ZodType
      ? z.input<Q>
      : undefined
    : never;
export type OperationBody<O> =
  O extends Operation<z.ZodType | undefined, infer B, z.ZodType>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;
export type OperationValue<O> =
  O extends Operation<z.ZodType | undefined, z.ZodType | undefined, infer R> ? z.output<R> : never;
