/**
 * A Map that holds at most `capacity` entries: setting a key makes it the newest, and past the
 * capacity the oldest set go first. With `capacity` 0 or less it keeps nothing.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(readonly capacity: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (this.capacity <= 0) return this;
    this.delete(key);
    while (this.size >= this.capacity) {
      const oldest = this.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
    return super.set(key, value);
  }
}
