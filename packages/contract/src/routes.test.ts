import { describe, expect, it } from 'vitest';
import { operations } from './operations';
import { routes } from './routes';

describe('routes', () => {
  it('name every operation with its method and path, and nothing else', () => {
    const fromOperations = operations.map(({ operationId, method, path }) => ({
      operationId,
      method,
      path,
    }));
    expect(Object.values(routes)).toEqual(fromOperations);
    for (const [key, route] of Object.entries(routes)) expect(route.operationId).toBe(key);
  });
});
