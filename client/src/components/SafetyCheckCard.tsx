import type { SafetyCheckView } from '@fixwise/shared';
import './safety.css';

const ANSWER_LABEL = { yes: 'Yes', no: 'No', unsure: 'Not sure' } as const;

/**
 * The red-flag check the assistant asked before the plan, on the overview: each answer ("no gas smell")
 * and what to do if one of them changes. A "not sure" shows the question, with the plan's first step
 * (a professional's check) named.
 */
export function SafetyCheckCard({ check }: { check: SafetyCheckView }) {
  return (
    <section className="plan-card safety-check" aria-labelledby="safety-check-heading">
      <h2 id="safety-check-heading">
        <span aria-hidden="true">🛡️ </span>Safety check
      </h2>
      <ul className="safety-check-answers">
        {check.answers.map((a) => (
          <li key={a.question} className={`safety-check-answer is-${a.answer}`}>
            {a.said ? (
              <>
                <span aria-hidden="true">✓ </span>
                {a.said.charAt(0).toUpperCase() + a.said.slice(1)}
              </>
            ) : (
              <>
                <span className="safety-check-unsure">{ANSWER_LABEL[a.answer]}:</span> {a.question}{' '}
                {a.answer === 'unsure' ? <em>(step 1 has a professional check it)</em> : null}
              </>
            )}
          </li>
        ))}
      </ul>
      <p className="safety-check-if">
        <strong>If that changes:</strong> {check.ifNoticed.join(' ')}
      </p>
    </section>
  );
}
