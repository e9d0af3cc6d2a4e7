import { describe, expect, it } from 'vitest';
import { createDomainEvents } from './domain-events';

interface TestEvents {
  settled: [tx: string[], amount: number];
  registered: [tx: string[]];
}

describe('domain events', () => {
  it('runs the handlers in subscription order with the emitter’s arguments', async () => {
    const events = createDomainEvents<TestEvents>();
    events.on('settled', async (tx, amount) => {
      await Promise.resolve();
      tx.push(`promotions ${amount}`);
    });
    events.on('settled', async (tx, amount) => {
      tx.push(`levels ${amount}`);
    });
    events.on('registered', async (tx) => {
      tx.push('agents');
    });
    const tx: string[] = [];
    await events.emit('settled', tx, 5);
    expect(tx).toEqual(['promotions 5', 'levels 5']);
  });

  it('rejects with the first error and runs no later handler', async () => {
    const events = createDomainEvents<TestEvents>();
    const tx: string[] = [];
    events.on('settled', async () => {
      throw new Error('refused');
    });
    events.on('settled', async (t) => {
      t.push('levels');
    });
    await expect(events.emit('settled', tx, 1)).rejects.toThrow('refused');
    expect(tx).toEqual([]);
  });

  it('emits to no handler quietly and refuses a handler after its event', async () => {
    const events = createDomainEvents<TestEvents>();
    await events.emit('registered', []);
    expect(() => events.on('registered', async () => {})).toThrow(/after the event was emitted/);
    events.on('settled', async () => {});
  });
});
