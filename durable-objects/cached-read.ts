// A value a part reads from D1 and keeps in memory until told it changed: one read after the object
// wakes, none on the hot path after that. A failed read is not kept, so the next use reads again.
export class CachedRead<T> {
  private value: Promise<T> | null = null;

  constructor(private readonly read: () => Promise<T>) {}

  get(): Promise<T> {
    if (!this.value) {
      const reading = this.read();
      this.value = reading;
      reading.catch(() => {
        if (this.value === reading) this.value = null;
      });
    }
    return this.value;
  }

  /** The next use reads afresh; a read already under way still answers its own callers. */
  forget(): void {
    this.value = null;
  }
}
