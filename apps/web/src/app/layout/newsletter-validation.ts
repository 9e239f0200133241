import { newsletterForm } from '@fundi/shared';

/** The shared rule's message for this address, or undefined when it is fine. */
export function newsletterProblem(email: string): string | undefined {
  const result = newsletterForm.safeParse({ email });
  return result.success ? undefined : result.error.issues[0]?.message;
}
