import type { StatusTone } from '../../lib/account-area/timeline.ts';

/** A small status word with a coloured dot; the word carries the meaning, the colour only echoes it. */
export default function StatusPill({ label, tone }: { label: string; tone: StatusTone }) {
  return (
    <span className={`acct-pill acct-pill--${tone}`}>
      <span className="acct-pill__dot" aria-hidden="true" />
      {label}
    </span>
  );
}
