import { checkPassword, type PasswordPolicy } from '@camping/domain/password-policy';

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
