import { type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { problemText } from '../../lib/error-text';
import { useElementId } from '../../lib/element-id';

interface FieldOwnProps {
  label: string;
  /** Help shown under the control, always visible. */
  hint?: ReactNode;
  /** The validation message (an error code, shown in the catalogue's words); marks the control invalid and is read out with it. */
  error?: string;
  /** Visually hides the label (it is still the control's accessible name). */
  isLabelHidden?: boolean;
  className?: string;
}

const controlClasses = cn(
  'block w-full rounded-control border bg-white px-3 text-base text-ink placeholder:text-stone-500',
  'transition-colors focus:border-brand-600 focus:outline-none focus-visible:outline-none focus:ring-3 focus:ring-brand-200',
  'disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500',
);

function controlState(error: string | undefined) {
  return error ? 'border-red-600 focus:border-red-700 focus:ring-red-100' : 'border-stone-300';
}

/**
 * Label, control, hint and error, wired together: the hint and the error describe the
 * control (aria-describedby) and an error sets aria-invalid. `children` receives the
 * props to spread on the control.
 */
function FieldShell({
  label,
  hint,
  error,
  isLabelHidden,
  className,
  id: givenId,
  describedBy,
  children,
}: FieldOwnProps & {
  id?: string;
  describedBy?: string;
  children: (control: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }) => ReactNode;
}) {
  const generatedId = useElementId();
  const id = givenId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedByIds = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={cn('text-sm font-semibold text-ink', isLabelHidden && 'sr-only')}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedByIds })}
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {problemText(error)}
        </p>
      )}
    </div>
  );
}

export interface FieldProps extends FieldOwnProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  /** Content inside the right edge of the input, e.g. a show/hide password button. */
  trailing?: ReactNode;
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input. Spread react-hook-form's `register('name')` on it. */
export function Field({ label, hint, error, isLabelHidden, className, trailing, inputClassName, id, ref, 'aria-describedby': describedBy, ...input }: FieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} isLabelHidden={isLabelHidden} className={className} id={id} describedBy={describedBy}>
      {(control) => (
        <div className="relative">
          <input
            ref={ref}
            {...input}
            {...control}
            className={cn(controlClasses, controlState(error), 'h-11', trailing ? 'pr-12' : undefined, inputClassName)}
          />
          {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>}
        </div>
      )}
    </FieldShell>
  );
}

export interface TextareaFieldProps extends FieldOwnProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextareaField({ label, hint, error, isLabelHidden, className, id, ref, rows = 4, 'aria-describedby': describedBy, ...textarea }: TextareaFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} isLabelHidden={isLabelHidden} className={className} id={id} describedBy={describedBy}>
      {(control) => (
        <textarea ref={ref} rows={rows} {...textarea} {...control} className={cn(controlClasses, controlState(error), 'py-2.5')} />
      )}
    </FieldShell>
  );
}

export interface SelectFieldProps extends FieldOwnProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ label, hint, error, isLabelHidden, className, id, ref, children, 'aria-describedby': describedBy, ...select }: SelectFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} isLabelHidden={isLabelHidden} className={className} id={id} describedBy={describedBy}>
      {(control) => (
        <select ref={ref} {...select} {...control} className={cn(controlClasses, controlState(error), 'h-11 pr-8')}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}
