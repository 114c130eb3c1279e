/** A binary heap of numbers (indices into the caller's list), least first by `before`. */
export function heapOf(before: (a: number, b: number) => boolean) {
  const items: number[] = [];
  const push = (item: number) => {
    items.push(item);
    let k = items.length - 1;
    while (k > 0) {
      const parent = (k - 1) >> 1;
      if (!before(items[k]!, items[parent]!)) break;
      [items[k], items[parent]] = [items[parent]!, items[k]!];
      k = parent;
    }
  };
  const pop = (): number | undefined => {
    const top = items[0];
    const last = items.pop();
    if (items.length && last !== undefined) {
      items[0] = last;
      let k = 0;
      for (;;) {
        const l = 2 * k + 1;
        const r = l + 1;
        let m = k;
        if (l < items.length && before(items[l]!, items[m]!)) m = l;
        if (r < items.length && before(items[r]!, items[m]!)) m = r;
        if (m === k) break;
        [items[k], items[m]] = [items[m]!, items[k]!];
        k = m;
      }
    }
    return top;
  };
  return { push, pop };
}
