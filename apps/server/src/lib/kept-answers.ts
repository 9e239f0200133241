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
      if (maxAnswers === 0) return;
      answers.delete(key);
      answers.set(key, kept);
      if (answers.size > maxAnswers) answers.delete(answers.keys().next().value!);
    },
    get size() {
      return answers.size;
    },
  };
}

/**
 * Per kind of list (the orders lists, the Messages lists). A page of five order cards or a
 * Messages page, with its compressed forms, is about 5 kB, so about 10 MB a kind.
 */
export const defaultKeptLists = 2000;
/**
 * A bigger answer (a page of 50 long messages, say) is sent but not kept, so a kind never holds
 * more than `maxAnswers` times this (with its compressed forms, which are smaller).
 */
export const maxKeptAnswerBytes = 32 * 1024;

/** A list read afresh, with the version of the person's data it was read at (null: nothing to version yet). */
export type VersionedAnswer<Answer> = { answer: Answer; version: number | null };

type ListAsked<Answer> = {
  /** What identifies the answer: the person and every parameter. Undefined: never kept. */
  key: string | undefined;
  /** The version of the person's data now, which also confirms the session (it throws when ended). */
  currentVersion: () => Promise<number | null>;
  /** Reads the list afresh, with the version it was read at, in one statement. */
  read: () => Promise<VersionedAnswer<Answer>>;
  /** The response contract's encoding, as Fastify's serializer would apply it. */
  encode: (answer: Answer) => unknown;
};

/**
 * A person's lists as sent (`toSent` makes the JSON into what is sent: with its ETag and
 * compressed forms, say), kept while the person's data keeps the version they were read at. A
 * request for a kept list asks only the current version; the list is read again only when it
 * moved. See docs/decisions.md, "Kept lists".
 */
export function keptLists<Sent>(toSent: (json: string) => Sent, maxAnswers = defaultKeptLists): <Answer>(asked: ListAsked<Answer>) => Promise<Sent> {
  const kept = keptAnswers<Sent>(maxAnswers);
  return async ({ key, currentVersion, read, encode }) => {
    const previous = key === undefined ? undefined : kept.get(key);
    if (previous && (await currentVersion()) === previous.version) return previous.answer;
    const { answer, version } = await read();
    const json = JSON.stringify(encode(answer));
    const sent = toSent(json);
    if (key !== undefined && version !== null && Buffer.byteLength(json) <= maxKeptAnswerBytes) kept.keep(key, { version, answer: sent });
    return sent;
  };
}
