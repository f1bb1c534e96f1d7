import type { StepProblem } from '@asp/domain';
import styles from './ConfiguratorBuilder.module.css';

/** What still keeps a step from working in the shop (libs/domain configurator-builder.ts), read out as it changes. */
export function ProblemList({ problems }: { problems: StepProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <ul className={styles.problems} aria-live="polite" data-testid="configurator-problems">
      {problems.map((problem) => (
        <li key={`${problem.field}-${problem.message}`}>{problem.message}</li>
      ))}
    </ul>
  );
}
