/** Each event's arguments, by name: `{ betSettled: [tx: Db, bet: SettledBet, now: Date] }`. */
type EventMap<E> = { [K in keyof E]: unknown[] };

export interface DomainEvents<E extends EventMap<E>> {
  /** Adds a handler; handlers of an event run in the order they subscribed. */
  on<K extends keyof E>(event: K, handler: (...args: E[K]) => Promise<void>): void;
  /**
   * Runs every handler of the event one after another with the emitter's arguments (its
   * transaction among them), and rejects with the first handler's error, the rest not run: the
   * emitter's transaction then rolls back with the handlers' writes.
   */
  emit<K extends keyof E>(event: K, ...args: E[K]): Promise<void>;
}

/**
 * What one module does inside another's transaction (a settled bet counts as a promotion's
 * turnover and the member's level), without either importing the other: the emitter names the
 * event, the app subscribes the owners' handlers while it is built.
 */
export function createDomainEvents<E extends EventMap<E>>(): DomainEvents<E> {
  const handlers: { [K in keyof E]?: ((...args: E[K]) => Promise<void>)[] } = {};
  const emitted = new Set<keyof E>();
  return {
    on(event, handler) {
      // A late handler would miss what happened before it, and its order would depend on timing.
      if (emitted.has(event))
        throw new Error(`${String(event)}: a handler subscribed after the event was emitted`);
      handlers[event] = [...(handlers[event] ?? []), handler];
    },
    async emit(event, ...args) {
      emitted.add(event);
      for (const handler of handlers[event] ?? []) await handler(...args);
    },
  };
}
