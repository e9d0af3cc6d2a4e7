/**
 * A service's use cases are plain functions `(deps, ...args) => result` kept in their own files;
 * the service binds them to its dependencies once: `const bound = bindUseCases(deps)`, then
 * `change: bound(changeLoginPassword)` is `(...args) => changeLoginPassword(deps, ...args)`.
 */
export const bindUseCases =
  <D>(deps: D) =>
  <A extends unknown[], R>(useCase: (deps: D, ...args: A) => R) =>
  (...args: A): R =>
    useCase(deps, ...args);
