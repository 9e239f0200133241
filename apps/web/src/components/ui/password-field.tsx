import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Field, type FieldProps } from './field';
import { useTranslation } from '../../lib/i18n';
import { useElementId } from '../../lib/element-id';

/**
 * A password input with a show/hide button inside its right edge. The button names the
 * field it reveals ('Show Confirm Password'), so several on one form stay distinct.
 */
export function PasswordField({ id, label, ...props }: Omit<FieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation();
  const generatedId = useElementId();
  const inputId = id ?? generatedId;
  const [isVisible, setIsVisible] = useState(false);
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <Field
      {...props}
      id={inputId}
      label={label}
      type={isVisible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-controls={inputId}
          aria-label={t(isVisible ? 'ui.hidePassword' : 'ui.showPassword', { label })}
          className="grid size-10 place-items-center rounded-control text-muted hover:bg-stone-100 hover:text-ink disabled:cursor-not-allowed"
        >
          <Icon className="size-5" aria-hidden="true" />
        </button>
      }
    />
  );
}
