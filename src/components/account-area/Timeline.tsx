import { formatDayTime } from '../../lib/account-area/dates.ts';
import type { RecordWords, StepState, TimelineStep } from '../../lib/account-area/timeline.ts';

const STATE_KEYS = { done: 'stateDone', current: 'stateCurrent', upcoming: 'stateUpcoming', stopped: 'stateStopped' } as const satisfies Record<
  StepState,
  keyof RecordWords
>;

/** A vertical list of steps; the reached ones are dated (in the page's language), the current one is marked for assistive tech. */
export default function Timeline({ steps, label, words, lang }: { steps: TimelineStep[]; label: string; words: RecordWords; lang: string }) {
  return (
    <ol className="acct-timeline" aria-label={label}>
      {steps.map((step) => (
        <li key={step.key} className={`acct-timeline__step is-${step.state}`} aria-current={step.state === 'current' ? 'step' : undefined}>
          <span className="acct-timeline__marker" aria-hidden="true" />
          <div className="acct-timeline__text">
            <p className="acct-timeline__title">
              {step.title}
              <span className="visually-hidden"> {words[STATE_KEYS[step.state]]}</span>
            </p>
            {step.at ? (
              <time className="acct-timeline__time" dateTime={step.at}>
                {formatDayTime(step.at, lang)}
              </time>
            ) : null}
            {step.state !== 'upcoming' ? <p className="acct-timeline__detail">{step.detail}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
