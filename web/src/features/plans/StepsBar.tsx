import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircle20Filled } from '@fluentui/react-icons';
import { Link } from 'react-router';
import { stepStates, UPGRADE_STEPS, type UpgradeStep } from './planTexts.ts';

const useStyles = makeStyles({
  bar: { display: 'flex', gap: tokens.spacingHorizontalL, listStyle: 'none', margin: 0, padding: 0, flexWrap: 'wrap' },
  step: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
  number: {
    width: '24px',
    height: '24px',
    borderRadius: tokens.borderRadiusCircular,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: tokens.fontSizeBase200,
  },
  process: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  processNumber: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    border: `1px solid ${tokens.colorBrandBackground}`,
  },
  finish: { color: tokens.colorBrandForeground1 },
});

/** The upgrade's steps (Overview, Choose Plan, Review & Pay), each finish, process or wait (spec 000 "Plan upgrade"). */
export function StepsBar({ current }: { current: UpgradeStep }) {
  const styles = useStyles();
  const states = stepStates(current);
  return (
    <ol className={styles.bar} aria-label="Upgrade steps">
      {UPGRADE_STEPS.map((step, index) => {
        const state = states[step.key];
        return (
          <li
            key={step.key}
            className={mergeClasses(styles.step, state === 'process' && styles.process, state === 'finish' && styles.finish)}
            data-state={state}
            aria-current={state === 'process' ? 'step' : undefined}
          >
            {state === 'finish' ? (
              <CheckmarkCircle20Filled aria-hidden />
            ) : (
              <span className={mergeClasses(styles.number, state === 'process' && styles.processNumber)} aria-hidden>
                {index + 1}
              </span>
            )}
            {state === 'finish' && step.key !== 'payment' ? <Link to={step.path}>{step.label}</Link> : <span>{step.label}</span>}
          </li>
        );
      })}
    </ol>
  );
}
