import type { HttpMethod, Operation } from './operation';
import { operationsById } from './operations';

/**
 * Every call's name, method and path without its schemas: what the browser needs to make a call.
 * Importing an operation brings zod and every schema with it; a route brings a few bytes, and its
 * type still carries the operation's query, body and value.
 */
export interface Route<O extends Operation = Operation> {
  readonly operationId: string;
  readonly method: HttpMethod;
  readonly path: string;
  /** Never set: carries the operation's type. */
  readonly __operation?: O;
}

type OperationsById = typeof operationsById;
export type Routes = { readonly [K in keyof OperationsById]: Route<OperationsById[K]> };

/**
 * Derived from the operations, each declared once. The web build replaces this module with the
 * same table as plain data (apps/web/build/contract-routes.ts), so the shipped bundle does not
 * carry the operations' schemas and zod.
 */
export const routes = Object.fromEntries(
  Object.entries(operationsById).map(([key, { operationId, method, path }]) => [
    key,
    { operationId, method, path },
  ]),
) as Routes;
