/** An answer kept with the version of the data it was built from. */
export type KeptAnswer<Answer> = { version: number; answer: Answer };

/**
 * Answers kept per key (one person's list, say) together with the version of the data each was
 * read at, so that an unchanged list is sent again without reading it. The caller decides
 * whether a kept answer is still good by comparing its version with the current one; this
 * only bounds the memory: beyond `maxAnswers`, the answer used longest ago is dropped.
 */
export function keptAnswers<Answer>(maxAnswers: number) {
  // A Map iterates in insertion order, so re-inserting on each use keeps the least recently
  // used answer first.
  const answers = new Map<string, KeptAnswer<Answer>>();
  return {
    get(key: string): KeptAnswer<Answer> | undefined {
      const kept = answers.get(key);
      if (kept) {
        answers.delete(key);
        answers.set(key, kept);
      }
      return kept;
    },
    keep(key: string, kept: KeptAnswer<Answer>): void {
      answers.delete(key);
      answers.set(key, kept);
      if (answers.size > maxAnswers) answers.delete(answers.keys().next().value!);
    },
    get size() {
      return answers.size;
    },
  };
}
