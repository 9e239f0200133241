import { CircleAlert, CircleCheck } from 'lucide-react';
import { cn } from '../../lib/cn';

export interface FormMessageProps {
  message: { tone: 'error' | 'success'; text: string } | null;
  className?: string;
}

/**
 * A form's result line: an error (red, announced at once) or a success (green, announced
 * politely). Both live regions are always in the page, empty when unused, because screen
 * readers only announce changes to a region that already exists.
 */
export function FormMessage({ message, className }: FormMessageProps) {
  const error = message?.tone === 'error' ? message.text : null;
  const success = message?.tone === 'success' ? message.text : null;
  const box = 'flex items-start gap-2.5 rounded-control border px-3.5 py-3 text-sm font-medium';
  return (
    <div className={cn((error || success) && 'mb-5', className)}>
      <div role="alert">
        {error && (
          <p className={cn(box, 'border-red-200 bg-red-50 text-red-800')}>
            <CircleAlert className="mt-px size-5 shrink-0" aria-hidden="true" />
            <span>{error}</span>
          </p>
        )}
      </div>
      <div role="status">
        {success && (
          <p className={cn(box, 'border-brand-200 bg-brand-50 text-brand-800')}>
            <CircleCheck className="mt-px size-5 shrink-0" aria-hidden="true" />
            <span>{success}</span>
          </p>
        )}
      </div>
    </div>
  );
}
