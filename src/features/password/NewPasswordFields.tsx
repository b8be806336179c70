import { useT } from '../../i18n/context';
import { PasswordField } from '../../ui/PasswordField';
import type { FormController } from '../../ui/useFormController';

/** Props of the new-password pair: the form and which name its new password has (`password`, or `newPassword` when changing it). */
export interface NewPasswordFieldsProps<N extends string, P extends 'password' | 'newPassword'> {
  form: FormController<N | P | 'confirmPassword'>;
  name: P;
}

/**
 * A new password with the policy as its hint, and its confirmation (activation, reset, password change). The policy is
 * not a `fields.{name}.hint`, which withHint finds for any field name a page's code holds: the login's `password`
 * would bring it to every page's first messages.
 */
export function NewPasswordFields<N extends string, P extends 'password' | 'newPassword'>({ form, name }: NewPasswordFieldsProps<N, P>) {
  const { t } = useT();
  return (
    <>
      <PasswordField {...form.fieldProps(name)} hint={t(name === 'password' ? 'fields.password.policy' : 'fields.newPassword.policy')} />
      <PasswordField {...form.fieldProps('confirmPassword')} />
    </>
  );
}
