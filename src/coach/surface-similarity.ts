/** Character-trigram profile of a text: robust to misspellings and word endings. */
export function trigramProfile(text: string): Map<string, number> {
  const profile = new Map<string, number>();
  const plain = ` ${text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;
  for (let at = 0; at + 3 <= plain.length; at += 1) {
    const gram = plain.slice(at, at + 3);
    profile.set(gram, (profile.get(gram) ?? 0) + 1);
  }
  return profile;
}

/** Cosine similarity of two trigram profiles (0–1). */
export function profileCosine(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (const [gram, count] of a) {
    normA += count * count;
    dot += count * (b.get(gram) ?? 0);
  }
  for (const count of b.values()) normB += count * count;
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}
