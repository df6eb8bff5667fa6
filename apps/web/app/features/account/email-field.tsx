import { TextField, type TextFieldProps } from '@camping/ui/form-field';

/** The e-mail address field, as every account form asks for it. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...props} />;
}
