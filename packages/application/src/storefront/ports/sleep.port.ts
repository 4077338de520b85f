/** Waits the given number of milliseconds; a port so tests need no real clock. */
export type Sleep = (milliseconds: number) => Promise<void>;
