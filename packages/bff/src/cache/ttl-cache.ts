/**
 * A bounded in-process cache whose entries expire `ttlMs` after they were stored. When full, the
 * oldest stored entry makes room. Time comes from `now` so tests need no real clock.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { readonly value: V; readonly expiresAt: number }>();

  constructor(private readonly options: { readonly ttlMs: number; readonly maxEntries: number; readonly now: () => number }) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= this.options.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, value: V): void {
    if (this.options.ttlMs <= 0) return;
    this.entries.delete(key);
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done !== true) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: this.options.now() + this.options.ttlMs });
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** Forgets every entry (what was stored may be stale). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
