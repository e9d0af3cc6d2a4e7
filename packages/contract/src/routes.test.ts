import { describe, expect, it } from 'vitest';
import { operationsById } from './operations';
import { routes } from './routes';

describe('routes', () => {
  it('name every operation by its operationId, with its method and path and nothing else', () => {
    for (const [key, operation] of Object.entries(operationsById))
      expect(operation.operationId).toBe(key);
    for (const route of Object.values(routes))
      expect(Object.keys(route).sort()).toEqual(['method', 'operationId', 'path']);
    expect(Object.keys(routes)).toEqual(Object.keys(operationsById));
  });
});
