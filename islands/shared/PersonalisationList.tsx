/** A line's personalisation answers, each under its form label (as the templates print them). */
import type { PersonalisationAnswer } from '../../domain/commerce/personalisation.js';

export function PersonalisationList({ answers, className }: { answers: readonly PersonalisationAnswer[] | undefined; className: string }) {
  if (!answers || answers.length === 0) return null;
  return (
    <dl className={`line-personalisation ${className}`}>
      {answers.map((a) => (
        <div key={a.fieldId}>
          <dt>{a.label}</dt>
          <dd>{a.value}</dd>
        </div>
      ))}
    </dl>
  );
}
