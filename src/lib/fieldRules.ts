import { exceedsLength, isBlank } from './validators';

/** A field's SPEC §5 rules as a contract declares them: required, at most so many characters, a format. */
export type FieldRule<Check extends string = string> = { required?: boolean; maxLength?: number; check?: Check };
export type FieldProblem = 'required' | 'tooLong' | 'format';

/**
 * Each field's first problem (required, length, format: the server's SPEC §5 messages in that order),
 * in the rules' order; null when none. The screens' forms and the mock call it with the same rules.
 */
export function fieldProblems<Name extends string, Check extends string>(
  rules: Readonly<Record<Name, FieldRule<Check>>>,
  values: Record<string, unknown>,
  checks: Readonly<Record<Check, (value: unknown) => boolean>>,
): Partial<Record<Name, FieldProblem>> | null {
  const problems: Partial<Record<Name, FieldProblem>> = {};
  for (const [name, rule] of Object.entries(rules) as [Name, FieldRule<Check>][]) {
    const value = values[name];
    if (isBlank(value)) {
      if (rule.required) problems[name] = 'required';
    } else if (rule.maxLength !== undefined && exceedsLength(String(value).trim(), rule.maxLength))
      problems[name] = 'tooLong';
    else if (rule.check && !checks[rule.check](String(value))) problems[name] = 'format';
  }
  return Object.keys(problems).length ? problems : null;
}
