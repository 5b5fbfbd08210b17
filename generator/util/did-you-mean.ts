/** "did you mean" for misspelt keys: the closest allowed key within a small edit distance. */

export function suggest(input: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.max(2, Math.floor(input.length / 3));
  let best: { word: string; distance: number } | undefined;
  for (const word of [...candidates].sort()) {
    const distance = editDistance(input.toLowerCase(), word.toLowerCase());
    if (distance <= limit && (!best || distance < best.distance)) best = { word, distance };
  }
  return best?.word;
}

/** Levenshtein distance with adjacent transpositions counted as one edit. */
export function editDistance(a: string, b: string): number {
  const width = b.length + 1;
  // d[i * width + j]: distance between the first i characters of a and the first j of b.
  const d = new Array<number>((a.length + 1) * width).fill(0);
  const at = (i: number, j: number) => d[i * width + j] ?? 0;
  for (let i = 0; i <= a.length; i++) d[i * width] = i;
  for (let j = 0; j <= b.length; j++) d[j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1);
      d[i * width + j] = best;
    }
  return at(a.length, b.length);
}
