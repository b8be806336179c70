import { useT } from '../../i18n/context';
import { PasswordField } from '../../ui/PasswordField';
import { withHint } from '../../ui/fieldHint';
import type { FormController } from '../../ui/useFormController';

/** Props of the new-password pair: the form and which name its new password has (`password`, or `newPassword` when changing it). */
export interface NewPasswordFieldsProps<N extends string, P extends 'password' | 'newPassword'> {
  form: FormController<N | P | 'confirmPassword'>;
  name: P;
}

/** A new password with the policy as its hint, and its confirmation (activation, reset, password change). */
export function NewPasswordFields<N extends string, P extends 'password' | 'newPassword'>({ form, name }: NewPasswordFieldsProps<N, P>) {
  const i18n = useT();
  return (
    <>
      <PasswordField {...withHint(form.fieldProps(name), i18n)} />
      <PasswordField {...form.fieldProps('confirmPassword')} />
    </>
  );
}
