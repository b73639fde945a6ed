import { PASSWORD_HINT, PASSWORD_REQUIREMENTS } from '@fixwise/shared';

/** The live requirement list of spec §2: each turns green or red as the person types. */
export function PasswordHint({ password }: { password: string }) {
  return (
    <div className="password-hint">
      <p className="password-hint-text">{PASSWORD_HINT}</p>
      <ul className="password-hint-list">
        {PASSWORD_REQUIREMENTS.map((requirement) => {
          const met = requirement.test(password);
          return (
            <li key={requirement.id} className={met ? 'is-met' : 'is-unmet'} data-requirement={requirement.id}>
              <span aria-hidden="true">{met ? '✓' : '✗'}</span> {requirement.label}
              <span className="visually-hidden">{met ? ' (met)' : ' (missing)'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
