/** A bounded cache of a pure function of a string (plugin arguments, dotted paths). */
export class Memo<T> {
  private readonly map = new Map<string, T>();

  constructor(
    private readonly compute: (key: string) => T,
    private readonly max = 10_000,
  ) {}

  get(key: string): T {
    let value = this.map.get(key);
    if (value === undefined) {
      value = this.compute(key);
      if (this.map.size >= this.max) this.map.clear();
      this.map.set(key, value);
    }
    return value;
  }
}
