import type { AccountRole } from '@quizwise/contract';

const ROLES: Array<{ value: AccountRole; title: string; text: string }> = [
  {
    value: 'student',
    title: 'I’m a student',
    text: 'Turn my notes into practice quizzes and see what to revise.',
  },
  {
    value: 'teacher',
    title: 'I’m a teacher',
    text: 'Write quizzes from my material and host them for my classes.',
  },
];

interface RoleChoiceProps {
  value: AccountRole | null;
  onChange: (role: AccountRole) => void;
  errors?: string[] | undefined;
}

/**
 * "I'm a student / I'm a teacher": a native radio group in a fieldset (arrow keys move between the two,
 * the legend names the group). Each option's longer text describes it without being part of its name.
 */
export function RoleChoice({ value, onChange, errors }: RoleChoiceProps) {
  const errorId = errors?.length ? 'field-account_role-error' : undefined;
  return (
    <fieldset className="role-field" aria-describedby={errorId}>
      <legend>Who is this account for?</legend>
      <div className="role-options">
        {ROLES.map((role) => (
          <label key={role.value} className="role-option">
            <input
              type="radio"
              name="account_role"
              value={role.value}
              required
              checked={value === role.value}
              aria-invalid={errors?.length ? true : undefined}
              aria-describedby={`role-${role.value}-text`}
              onChange={() => onChange(role.value)}
            />
            <span className="role-option-title">{role.title}</span>
            <span id={`role-${role.value}-text`} className="role-option-text" aria-hidden="true">
              {role.text}
            </span>
          </label>
        ))}
      </div>
      {errorId ? (
        <p id={errorId} className="field-error">
          {errors?.join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}
