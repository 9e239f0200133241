import { Field, type FieldProps } from '../../components/ui/field';
import { useTranslation } from '../../lib/i18n';
import { addSignInWords } from '../../lib/sign-in-words';

addSignInWords();

/**
 * The e-mail-or-phone input of login, signup and forgot password. Browsers must not
 * capitalise, autocorrect or spell-check it: "0712…" and e-mail addresses are not words.
 */
export function IdentifierField(props: Omit<FieldProps, 'label'>) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('auth.identifierLabel')}
      placeholder={t('auth.identifierPlaceholder')}
      autoComplete="username"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
    />
  );
}
