/**
 * A function's results kept per key, for work that always gives the same answer
 * for the same key (formatting, translating). A full memory starts over, so
 * made-up keys cannot grow it without bound. Kept values are shared: never
 * change one.
 */
export function remembered<Key, Value>(limit: number) {
  const kept = new Map<Key, Value>();
  return (key: Key, make: () => Value): Value => {
    let value = kept.get(key);
    if (value === undefined) {
      if (kept.size >= limit) kept.clear();
      value = make();
      kept.set(key, value);
    }
    return value;
  };
}
