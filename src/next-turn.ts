/**
 * Resolves after whatever already waits on the event loop (requests, timers) has had its turn:
 * long work awaits it between chunks so that it never holds the loop for long.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
