/**
 * Maximum-weight matching in a general graph: Edmonds' blossom algorithm with
 * dual variables (Galil, "Efficient algorithms for finding maximum matching
 * in graphs", 1986), O(n³). The Swiss pairing and the Americano rounds ask it
 * for the best set of pairs; see decision 0070.
 *
 * With integer weights every step stays in integers (the duals are kept
 * doubled where Galil halves them), so weights up to 2^50 are exact.
 */

/** An edge between vertices i and j (0 … n-1) worth `weight`. */
export type WeightedEdge = readonly [i: number, j: number, weight: number];

/**
 * The mate of each vertex (-1 when single) in a matching of greatest total
 * weight; with `maxCardinality`, of greatest weight among those with the most
 * pairs. Vertices are 0 … the largest one named by an edge; a vertex may not
 * be joined to itself, and two edges between one pair is a caller's error.
 */
export function maxWeightMatching(edges: readonly WeightedEdge[], { maxCardinality = false }: { maxCardinality?: boolean } = {}): number[] {
  if (edges.length === 0) return [];
  const edgeCount = edges.length;
  let n = 0;
  for (const [i, j] of edges) {
    if (i === j || i < 0 || j < 0 || !Number.isInteger(i) || !Number.isInteger(j)) throw new RangeError("maxWeightMatching: bad edge");
    n = Math.max(n, i + 1, j + 1);
  }
  const maxWeight = Math.max(0, ...edges.map(([, , w]) => w));

  // Endpoint p of edge k: vertex edges[k][p & 1]; p ^ 1 is the other end.
  const endpoint = new Int32Array(2 * edgeCount);
  for (let k = 0; k < edgeCount; k++) {
    endpoint[2 * k] = edges[k]![0];
    endpoint[2 * k + 1] = edges[k]![1];
  }
  // For each vertex, the remote endpoints of its edges.
  const neighbourEnds: number[][] = Array.from({ length: n }, () => []);
  for (let k = 0; k < edgeCount; k++) {
    neighbourEnds[edges[k]![0]]!.push(2 * k + 1);
    neighbourEnds[edges[k]![1]]!.push(2 * k);
  }

  // mate[v]: the remote endpoint of v's matched edge, or -1.
  const mate = new Int32Array(n).fill(-1);
  // Labels of vertices and top-level blossoms (ids n … 2n-1): 0 free, 1 outer (S), 2 inner (T); 5 marks a scan.
  const label = new Int32Array(2 * n);
  // The endpoint through which a labelled blossom got its label.
  const labelEnd = new Int32Array(2 * n).fill(-1);
  const inBlossom = Int32Array.from({ length: n }, (_, v) => v);
  const blossomParent = new Int32Array(2 * n).fill(-1);
  const blossomChildren: (number[] | null)[] = new Array(2 * n).fill(null);
  const blossomBase = Int32Array.from({ length: 2 * n }, (_, b) => (b < n ? b : -1));
  // The endpoints linking consecutive children of a blossom.
  const blossomEnds: (number[] | null)[] = new Array(2 * n).fill(null);
  // The least-slack edge from a free vertex or an outer blossom to another outer blossom.
  const bestEdge = new Int32Array(2 * n).fill(-1);
  const blossomBestEdges: (number[] | null)[] = new Array(2 * n).fill(null);
  const unusedBlossoms = Array.from({ length: n }, (_, i) => n + i);
  // Duals: vertices start at the largest weight (doubled convention: slack = u_i + u_j - 2w).
  const dual = new Float64Array(2 * n);
  dual.fill(maxWeight, 0, n);
  const allowEdge = new Uint8Array(edgeCount);
  let queue: number[] = [];

  const slack = (k: number) => dual[edges[k]![0]]! + dual[edges[k]![1]]! - 2 * edges[k]![2];
  const at = <T>(list: readonly T[], j: number): T => list[((j % list.length) + list.length) % list.length]!;

  function leaves(b: number, out: number[] = []): number[] {
    if (b < n) out.push(b);
    else for (const child of blossomChildren[b]!) leaves(child, out);
    return out;
  }

  function assignLabel(w: number, t: number, p: number): void {
    const b = inBlossom[w]!;
    label[w] = label[b] = t;
    labelEnd[w] = labelEnd[b] = p;
    bestEdge[w] = bestEdge[b] = -1;
    if (t === 1) {
      queue.push(...leaves(b));
    } else {
      const base = blossomBase[b]!;
      assignLabel(endpoint[mate[base]!]!, 1, mate[base]! ^ 1);
    }
  }

  /** The base of the blossom a new edge between outer v and w closes, or -1 when it ends an augmenting path. */
  function scanBlossom(v: number, w: number): number {
    const path: number[] = [];
    let base = -1;
    while (v !== -1 || w !== -1) {
      let b = inBlossom[v]!;
      if (label[b]! & 4) {
        base = blossomBase[b]!;
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelEnd[b] === -1) {
        v = -1;
      } else {
        v = endpoint[labelEnd[b]!]!;
        b = inBlossom[v]!;
        v = endpoint[labelEnd[b]!]!;
      }
      if (w !== -1) [v, w] = [w, v];
    }
    for (const b of path) label[b] = 1;
    return base;
  }

  function addBlossom(base: number, k: number): void {
    let v = edges[k]![0];
    let w = edges[k]![1];
    const bb = inBlossom[base]!;
    let bv = inBlossom[v]!;
    let bw = inBlossom[w]!;
    const b = unusedBlossoms.pop()!;
    blossomBase[b] = base;
    blossomParent[b] = -1;
    blossomParent[bb] = b;
    const path: number[] = [];
    const ends: number[] = [];
    while (bv !== bb) {
      blossomParent[bv] = b;
      path.push(bv);
      ends.push(labelEnd[bv]!);
      v = endpoint[labelEnd[bv]!]!;
      bv = inBlossom[v]!;
    }
    path.push(bb);
    path.reverse();
    ends.reverse();
    ends.push(2 * k);
    while (bw !== bb) {
      blossomParent[bw] = b;
      path.push(bw);
      ends.push(labelEnd[bw]! ^ 1);
      w = endpoint[labelEnd[bw]!]!;
      bw = inBlossom[w]!;
    }
    blossomChildren[b] = path;
    blossomEnds[b] = ends;
    label[b] = 1;
    labelEnd[b] = labelEnd[bb]!;
    dual[b] = 0;
    for (const leaf of leaves(b)) {
      if (label[inBlossom[leaf]!] === 2) queue.push(leaf);
      inBlossom[leaf] = b;
    }
    const bestTo = new Int32Array(2 * n).fill(-1);
    for (const child of path) {
      const lists = blossomBestEdges[child] ? [blossomBestEdges[child]!] : leaves(child).map((leaf) => neighbourEnds[leaf]!.map((p) => p >> 1));
      for (const list of lists) {
        for (const edge of list) {
          let j = edges[edge]![1];
          if (inBlossom[j] === b) j = edges[edge]![0];
          const bj = inBlossom[j]!;
          if (bj !== b && label[bj] === 1 && (bestTo[bj] === -1 || slack(edge) < slack(bestTo[bj]!))) bestTo[bj] = edge;
        }
      }
      blossomBestEdges[child] = null;
      bestEdge[child] = -1;
    }
    const best = [...bestTo].filter((edge) => edge !== -1);
    blossomBestEdges[b] = best;
    bestEdge[b] = -1;
    for (const edge of best) if (bestEdge[b] === -1 || slack(edge) < slack(bestEdge[b]!)) bestEdge[b] = edge;
  }

  function expandBlossom(b: number, endStage: boolean): void {
    const children = blossomChildren[b]!;
    const ends = blossomEnds[b]!;
    for (const s of children) {
      blossomParent[s] = -1;
      if (s < n) inBlossom[s] = s;
      else if (endStage && dual[s] === 0) expandBlossom(s, endStage);
      else for (const leaf of leaves(s)) inBlossom[leaf] = s;
    }
    if (!endStage && label[b] === 2) {
      // Relabel the children on the even-length path from the entry child to the base.
      const entryChild = inBlossom[endpoint[labelEnd[b]! ^ 1]!]!;
      const walk = walkToBase(children.indexOf(entryChild), children.length);
      const { step, trick } = walk;
      let j = walk.j;
      let p = labelEnd[b]!;
      while (j !== 0) {
        label[endpoint[p ^ 1]!] = 0;
        label[endpoint[at(ends, j - trick) ^ trick ^ 1]!] = 0;
        assignLabel(endpoint[p ^ 1]!, 2, p);
        allowEdge[at(ends, j - trick) >> 1] = 1;
        j += step;
        p = at(ends, j - trick) ^ trick;
        allowEdge[p >> 1] = 1;
        j += step;
      }
      const bv = at(children, j);
      label[endpoint[p ^ 1]!] = label[bv] = 2;
      labelEnd[endpoint[p ^ 1]!] = labelEnd[bv] = p;
      bestEdge[bv] = -1;
      j += step;
      while (at(children, j) !== entryChild) {
        const child = at(children, j);
        if (label[child] === 1) {
          j += step;
          continue;
        }
        const reached = leaves(child).find((leaf) => label[leaf] !== 0);
        if (reached !== undefined) {
          label[reached] = 0;
          label[endpoint[mate[blossomBase[child]!]!]!] = 0;
          assignLabel(reached, 2, labelEnd[reached]!);
        }
        j += step;
      }
    }
    label[b] = labelEnd[b] = -1;
    blossomChildren[b] = blossomEnds[b] = null;
    blossomBase[b] = -1;
    blossomBestEdges[b] = null;
    bestEdge[b] = -1;
    unusedBlossoms.push(b);
  }

  /** Swaps matched and unmatched edges inside blossom b so that v becomes its base. */
  function augmentBlossom(b: number, v: number): void {
    let t = v;
    while (blossomParent[t] !== b) t = blossomParent[t]!;
    if (t >= n) augmentBlossom(t, v);
    const children = blossomChildren[b]!;
    const ends = blossomEnds[b]!;
    const i = children.indexOf(t);
    const walk = walkToBase(i, children.length);
    const { step, trick } = walk;
    let j = walk.j;
    while (j !== 0) {
      j += step;
      let child = at(children, j);
      const p = at(ends, j - trick) ^ trick;
      if (child >= n) augmentBlossom(child, endpoint[p]!);
      j += step;
      child = at(children, j);
      if (child >= n) augmentBlossom(child, endpoint[p ^ 1]!);
      mate[endpoint[p]!] = p ^ 1;
      mate[endpoint[p ^ 1]!] = p;
    }
    blossomChildren[b] = [...children.slice(i), ...children.slice(0, i)];
    blossomEnds[b] = [...ends.slice(i), ...ends.slice(0, i)];
    blossomBase[b] = blossomBase[blossomChildren[b]![0]!]!;
  }

  function augmentMatching(k: number): void {
    const [v, w] = edges[k]!;
    for (let [s, p] of [
      [v, 2 * k + 1],
      [w, 2 * k],
    ] as [number, number][]) {
      for (;;) {
        const bs = inBlossom[s]!;
        if (bs >= n) augmentBlossom(bs, s);
        mate[s] = p;
        if (labelEnd[bs] === -1) break;
        const t = endpoint[labelEnd[bs]!]!;
        const bt = inBlossom[t]!;
        s = endpoint[labelEnd[bt]!]!;
        const j = endpoint[labelEnd[bt]! ^ 1]!;
        if (bt >= n) augmentBlossom(bt, j);
        mate[j] = labelEnd[bt]!;
        p = labelEnd[bt]! ^ 1;
      }
    }
  }

  for (let stage = 0; stage < n; stage++) {
    label.fill(0);
    bestEdge.fill(-1);
    blossomBestEdges.fill(null, n);
    allowEdge.fill(0);
    queue = [];
    for (let v = 0; v < n; v++) if (mate[v] === -1 && label[inBlossom[v]!] === 0) assignLabel(v, 1, -1);

    let augmented = false;
    for (;;) {
      while (queue.length > 0 && !augmented) {
        const v = queue.pop()!;
        for (const p of neighbourEnds[v]!) {
          const k = p >> 1;
          const w = endpoint[p]!;
          if (inBlossom[v] === inBlossom[w]) continue;
          let kSlack = 0;
          if (!allowEdge[k]) {
            kSlack = slack(k);
            if (kSlack <= 0) allowEdge[k] = 1;
          }
          if (allowEdge[k]) {
            if (label[inBlossom[w]!] === 0) {
              assignLabel(w, 2, p ^ 1);
            } else if (label[inBlossom[w]!] === 1) {
              const base = scanBlossom(v, w);
              if (base >= 0) addBlossom(base, k);
              else {
                augmentMatching(k);
                augmented = true;
                break;
              }
            } else if (label[w] === 0) {
              label[w] = 2;
              labelEnd[w] = p ^ 1;
            }
          } else if (label[inBlossom[w]!] === 1) {
            const b = inBlossom[v]!;
            if (bestEdge[b] === -1 || kSlack < slack(bestEdge[b]!)) bestEdge[b] = k;
          } else if (label[w] === 0) {
            if (bestEdge[w] === -1 || kSlack < slack(bestEdge[w]!)) bestEdge[w] = k;
          }
        }
      }
      if (augmented) break;

      // No augmenting path with the edges allowed so far: change the duals by the least step that opens one.
      let deltaType = -1;
      let delta = 0;
      let deltaEdge = -1;
      let deltaBlossom = -1;
      if (!maxCardinality) {
        deltaType = 1;
        delta = Math.min(...dual.subarray(0, n));
      }
      for (let v = 0; v < n; v++) {
        if (label[inBlossom[v]!] === 0 && bestEdge[v] !== -1) {
          const d = slack(bestEdge[v]!);
          if (deltaType === -1 || d < delta) {
            delta = d;
            deltaType = 2;
            deltaEdge = bestEdge[v]!;
          }
        }
      }
      for (let b = 0; b < 2 * n; b++) {
        if (blossomParent[b] === -1 && label[b] === 1 && bestEdge[b] !== -1) {
          const d = slack(bestEdge[b]!) / 2;
          if (deltaType === -1 || d < delta) {
            delta = d;
            deltaType = 3;
            deltaEdge = bestEdge[b]!;
          }
        }
      }
      for (let b = n; b < 2 * n; b++) {
        if (blossomBase[b]! >= 0 && blossomParent[b] === -1 && label[b] === 2 && (deltaType === -1 || dual[b]! < delta)) {
          delta = dual[b]!;
          deltaType = 4;
          deltaBlossom = b;
        }
      }
      if (deltaType === -1) {
        // Only with maxCardinality: no further improvement is possible; end the stage.
        deltaType = 1;
        delta = Math.max(0, Math.min(...dual.subarray(0, n)));
      }
      for (let v = 0; v < n; v++) {
        const l = label[inBlossom[v]!];
        if (l === 1) dual[v] = dual[v]! - delta;
        else if (l === 2) dual[v] = dual[v]! + delta;
      }
      for (let b = n; b < 2 * n; b++) {
        if (blossomBase[b]! >= 0 && blossomParent[b] === -1) {
          if (label[b] === 1) dual[b] = dual[b]! + delta;
          else if (label[b] === 2) dual[b] = dual[b]! - delta;
        }
      }
      if (deltaType === 1) break;
      if (deltaType === 2) {
        allowEdge[deltaEdge] = 1;
        let [i, j] = edges[deltaEdge]!;
        if (label[inBlossom[i]!] === 0) [i, j] = [j, i];
        queue.push(i);
      } else if (deltaType === 3) {
        allowEdge[deltaEdge] = 1;
        queue.push(edges[deltaEdge]![0]);
      } else {
        expandBlossom(deltaBlossom, false);
      }
    }
    if (!augmented) break;
    for (let b = n; b < 2 * n; b++) {
      if (blossomParent[b] === -1 && blossomBase[b]! >= 0 && label[b] === 1 && dual[b] === 0) expandBlossom(b, true);
    }
  }

  return Array.from(mate, (p) => (p >= 0 ? endpoint[p]! : -1));
}

/**
 * How to walk round a blossom's children from child i to its base (child 0)
 * along the even-length side: backwards from an even index; forwards, through
 * the end of the list, from an odd one. `trick` picks the linking endpoint's
 * side for the direction.
 */
function walkToBase(i: number, length: number): { j: number; step: number; trick: number } {
  return i & 1 ? { j: i - length, step: 1, trick: 0 } : { j: i, step: -1, trick: 1 };
}

/**
 * A maximum-cardinality matching (Edmonds' blossom algorithm without
 * weights): the mate of each of `vertexCount` vertices, -1 when single.
 * `start` is a matching to improve on (its pairs must be edges), so a check
 * after a small change augments from the few vertices it left single instead
 * of starting again: O(V·E) per augmenting path.
 */
export function maxCardinalityMatching(vertexCount: number, edges: readonly (readonly [number, number])[], start?: readonly number[]): number[] {
  const adjacent: number[][] = Array.from({ length: vertexCount }, () => []);
  for (const [i, j] of edges) {
    if (i === j) throw new RangeError("maxCardinalityMatching: bad edge");
    adjacent[i]!.push(j);
    adjacent[j]!.push(i);
  }
  const mate = start ? [...start] : new Array<number>(vertexCount).fill(-1);
  const parent = new Array<number>(vertexCount);
  const base = new Array<number>(vertexCount);
  const used = new Array<boolean>(vertexCount);
  const inBlossom = new Array<boolean>(vertexCount);

  const commonBase = (a: number, b: number): number => {
    const seen = new Array<boolean>(vertexCount).fill(false);
    for (;;) {
      a = base[a]!;
      seen[a] = true;
      if (mate[a] === -1) break;
      a = parent[mate[a]!]!;
    }
    for (;;) {
      b = base[b]!;
      if (seen[b]) return b;
      b = parent[mate[b]!]!;
    }
  };
  const markPath = (v: number, b: number, child: number) => {
    while (base[v] !== b) {
      inBlossom[base[v]!] = inBlossom[base[mate[v]!]!] = true;
      parent[v] = child;
      child = mate[v]!;
      v = parent[mate[v]!]!;
    }
  };
  /** The single vertex an augmenting path from `root` ends at, or -1. */
  const findPath = (root: number): number => {
    used.fill(false);
    parent.fill(-1);
    for (let i = 0; i < vertexCount; i++) base[i] = i;
    used[root] = true;
    const queue = [root];
    for (let head = 0; head < queue.length; head++) {
      const v = queue[head]!;
      for (const to of adjacent[v]!) {
        if (base[v] === base[to] || mate[v] === to) continue;
        if (to === root || (mate[to] !== -1 && parent[mate[to]!] !== -1)) {
          const b = commonBase(v, to);
          inBlossom.fill(false);
          markPath(v, b, to);
          markPath(to, b, v);
          for (let i = 0; i < vertexCount; i++) {
            if (!inBlossom[base[i]!]) continue;
            base[i] = b;
            if (!used[i]) {
              used[i] = true;
              queue.push(i);
            }
          }
        } else if (parent[to] === -1) {
          parent[to] = v;
          if (mate[to] === -1) return to;
          used[mate[to]!] = true;
          queue.push(mate[to]!);
        }
      }
    }
    return -1;
  };

  for (let root = 0; root < vertexCount; root++) {
    if (mate[root] !== -1) continue;
    for (let v = findPath(root); v !== -1;) {
      const previous = parent[v]!;
      const next = mate[previous]!;
      mate[v] = previous;
      mate[previous] = v;
      v = next;
    }
  }
  return mate;
}
