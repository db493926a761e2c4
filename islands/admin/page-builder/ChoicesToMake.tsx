/** What a block still needs chosen (its draft is saved meanwhile; publishing waits for them). */
import type { BlockKind } from '../../../domain/layout/block-kinds.js';
import { missingChoices } from '../../../domain/layout/block-choices.js';

export function ChoicesToMake({ kind, settings }: { kind: BlockKind; settings: Record<string, unknown> }) {
  const missing = missingChoices(kind, settings);
  if (missing.length === 0) return null;
  return (
    <div className="pb-choices">
      <p>Before publishing:</p>
      <ul>{missing.map((m) => <li key={m.key}>{m.message}</li>)}</ul>
    </div>
  );
}
