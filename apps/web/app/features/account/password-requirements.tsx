import { checkPassword, type PasswordPolicy } from '@camping/domain/identity/password-policy';
import { TextField, type TextFieldProps } from '@camping/ui/form-field';

export interface PasswordRequirementsProps {
  password: string;
  policy: PasswordPolicy;
}

/** The password policy as a checklist that ticks itself off while the person types. */
export function PasswordRequirements({ password, policy }: PasswordRequirementsProps) {
  return (
    <>
      <p>Your password needs:</p>
      <ul className="mt-1 space-y-0.5">
        {checkPassword(password, policy).map((requirement) => (
          <li
            key={requirement.id}
            data-met={requirement.met}
            className={`flex items-center gap-2 ${requirement.met ? 'text-forest-800' : 'text-stone-700'}`}
          >
            <span aria-hidden="true" className="inline-block w-4 text-center font-bold">
              {requirement.met ? '✓' : '•'}
            </span>
            {requirement.label}
            <span className="sr-only">{requirement.met ? '(done)' : '(still needed)'}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

export interface NewPasswordFieldProps
  extends Omit<TextFieldProps, 'label' | 'type' | 'hint'>, PasswordRequirementsProps {
  label?: string;
}

/** A field for choosing a password, with the policy's checklist under it. */
export function NewPasswordField({
  password,
  policy,
  label = 'New password',
  ...field
}: NewPasswordFieldProps) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      hint={<PasswordRequirements password={password} policy={policy} />}
      {...field}
    />
  );
}
