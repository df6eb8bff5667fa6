/** Spec section 5: the minimum when the identity service gives no policy of its own. */
const MIN_PASSWORD_LENGTH = 6;

/**
 * The password rules of the identity service (spec section 5). The project's policy is fetched from
 * the service; when it has none, or cannot be reached, only the minimum length of 6 applies.
 */
export interface PasswordPolicy {
  minLength: number;
  maxLength?: number;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireDigit: boolean;
  requireSymbol: boolean;
  /** The characters that count as symbols; empty means any character that is not a letter or digit. */
  symbols: string;
}

export const FALLBACK_PASSWORD_POLICY: PasswordPolicy = {
  minLength: MIN_PASSWORD_LENGTH,
  requireLowercase: false,
  requireUppercase: false,
  requireDigit: false,
  requireSymbol: false,
  symbols: '',
};

/** The shape the identity service reports its policy in (Firebase `PasswordPolicy`). */
export interface ServicePasswordPolicy {
  customStrengthOptions: {
    minPasswordLength?: number;
    maxPasswordLength?: number;
    containsLowercaseLetter?: boolean;
    containsUppercaseLetter?: boolean;
    containsNumericCharacter?: boolean;
    containsNonAlphanumericCharacter?: boolean;
  };
  allowedNonAlphanumericCharacters: string;
  enforcementState: string;
}

/** The service's policy as ours; a policy that is switched off leaves only the fallback minimum. */
export function passwordPolicyFromService(
  policy: ServicePasswordPolicy | null | undefined,
): PasswordPolicy {
  if (!policy || policy.enforcementState === 'OFF') return FALLBACK_PASSWORD_POLICY;
  const options = policy.customStrengthOptions;
  return {
    minLength: Math.max(options.minPasswordLength ?? 0, MIN_PASSWORD_LENGTH),
    ...(options.maxPasswordLength !== undefined && { maxLength: options.maxPasswordLength }),
    requireLowercase: options.containsLowercaseLetter === true,
    requireUppercase: options.containsUppercaseLetter === true,
    requireDigit: options.containsNumericCharacter === true,
    requireSymbol: options.containsNonAlphanumericCharacter === true,
    symbols: policy.allowedNonAlphanumericCharacters,
  };
}

export type PasswordRequirementId =
  'minLength' | 'maxLength' | 'lowercase' | 'uppercase' | 'digit' | 'symbol';

export interface PasswordRequirement {
  id: PasswordRequirementId;
  /** Shown in the checklist under the field, e.g. "At least 6 characters". */
  label: string;
  /** Completes "Your password needs …", e.g. "at least 6 characters". */
  need: string;
  met: boolean;
}

function isSymbol(character: string, symbols: string): boolean {
  return symbols ? symbols.includes(character) : !/[\p{L}\p{N}]/u.test(character);
}

/** Every requirement of the policy, and whether the password meets it, in the order people read them. */
export function checkPassword(password: string, policy: PasswordPolicy): PasswordRequirement[] {
  const characters = [...password];
  const requirements: PasswordRequirement[] = [
    {
      id: 'minLength',
      label: `At least ${policy.minLength} characters`,
      need: `at least ${policy.minLength} characters`,
      met: characters.length >= policy.minLength,
    },
  ];
  if (policy.maxLength !== undefined) {
    requirements.push({
      id: 'maxLength',
      label: `No more than ${policy.maxLength} characters`,
      need: `no more than ${policy.maxLength} characters`,
      met: characters.length <= policy.maxLength,
    });
  }
  if (policy.requireLowercase) {
    requirements.push({
      id: 'lowercase',
      label: 'A lower-case letter',
      need: 'a lower-case letter',
      met: /\p{Ll}/u.test(password),
    });
  }
  if (policy.requireUppercase) {
    requirements.push({
      id: 'uppercase',
      label: 'An upper-case letter',
      need: 'an upper-case letter',
      met: /\p{Lu}/u.test(password),
    });
  }
  if (policy.requireDigit) {
    requirements.push({
      id: 'digit',
      label: 'A number',
      need: 'a number',
      met: /\d/.test(password),
    });
  }
  if (policy.requireSymbol) {
    const example = policy.symbols ? policy.symbols.slice(0, 3).split('').join(' ') : '! # ?';
    requirements.push({
      id: 'symbol',
      label: `A symbol, such as ${example}`,
      need: 'a symbol',
      met: characters.some((character) => isSymbol(character, policy.symbols)),
    });
  }
  return requirements;
}

/** One sentence naming what the password still lacks, or null when it meets the policy. */
export function passwordProblem(password: string, policy: PasswordPolicy): string | null {
  const unmet = checkPassword(password, policy).filter((requirement) => !requirement.met);
  if (unmet.length === 0) return null;
  const needs = unmet.map((requirement) => requirement.need);
  const list =
    needs.length === 1 ? needs[0] : `${needs.slice(0, -1).join(', ')} and ${needs.at(-1)}`;
  return `Your password needs ${list}.`;
}
