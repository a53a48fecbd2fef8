import styles from './booking.module.css';

export type VisitKind = 'scheduled' | 'asap';

const CHOICES: { kind: VisitKind; title: string; text: string }[] = [
  {
    kind: 'scheduled',
    title: 'Schedule a time',
    text: 'Pick a time that suits you from a clinician’s open times over the coming weeks.',
  },
  {
    kind: 'asap',
    title: 'See a clinician as soon as possible',
    text: 'You join a shared waiting room and the first available clinician sees you; no wait time is guaranteed.',
  },
];

export function VisitTypeChoice({
  value,
  onChange,
}: {
  value: VisitKind | null;
  onChange: (kind: VisitKind) => void;
}) {
  return (
    <fieldset className={styles.choices}>
      <legend>How would you like to be seen?</legend>
      {CHOICES.map((choice) => (
        <label key={choice.kind} className={styles.choice}>
          <input
            type="radio"
            name="visit-kind"
            value={choice.kind}
            checked={value === choice.kind}
            onChange={() => onChange(choice.kind)}
          />
          <span className={styles.choiceText}>
            <span className={styles.choiceTitle}>{choice.title}</span>
            <span className={styles.muted}>{choice.text}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
