import { useRef } from 'react';

/**
 * One submission's `Idempotency-Key`: the same key is sent again on every retry of a submission that
 * failed (a lost network answer may have been appended already; the server then answers the first run
 * and appends nothing), and a new key is drawn only after a success, for the next record.
 */
export interface SubmissionKey {
  /** The key of the submission in progress. */
  readonly current: () => string;
  /** Sends with the current key; renews the key only if the send succeeded. */
  readonly send: <T>(call: (idempotencyKey: string) => Promise<T>) => Promise<T>;
}

export const submissionKey = (newKey: () => string = () => crypto.randomUUID()): SubmissionKey => {
  let key = newKey();
  return {
    current: () => key,
    send: async (call) => {
      const answer = await call(key);
      key = newKey();
      return answer;
    },
  };
};

/** A form's submission key, kept for the life of the form (docs/decisions.md, "Idempotency-Key in the hub app"). */
export const useIdempotencyKey = (): SubmissionKey => {
  const ref = useRef<SubmissionKey | null>(null);
  if (ref.current === null) ref.current = submissionKey();
  return ref.current;
};
