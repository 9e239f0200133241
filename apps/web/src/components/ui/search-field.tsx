import { Search } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useElementId } from '../../lib/element-id';

/**
 * A labelled search box that filters as the person types (no submit button). The label may be
 * visually hidden; it remains the box's accessible name. `maxLength` is the shared rule's
 * limit where the server searches.
 */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  isLabelHidden = false,
  maxLength,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  isLabelHidden?: boolean;
  maxLength?: number;
  className?: string;
}) {
  const id = useElementId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={cn('text-sm font-semibold text-ink', isLabelHidden && 'sr-only')}>
        {label}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-stone-500" aria-hidden="true" />
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete="off"
          enterKeyHint="search"
          className="block h-12 w-full rounded-control border border-stone-300 bg-white pr-3 pl-11 text-base text-ink shadow-card transition-colors placeholder:text-stone-500 focus:border-brand-600 focus:ring-3 focus:ring-brand-200 focus:outline-none"
        />
      </div>
    </div>
  );
}
