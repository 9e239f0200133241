import { newsletterForm } from '@fundi/shared';
import { addFormErrorWords } from '../../lib/form-error-words';

addFormErrorWords();

// The shared module holding these also builds zod schemas at load: importing it from the
// footer directly would put zod back on every page's start-up.

/** The shared rule's code for what is wrong with this address, or undefined when it is fine. */
export function newsletterProblem(email: string): string | undefined {
  const result = newsletterForm.safeParse({ email });
  return result.success ? undefined : result.error.issues[0]?.message;
}
