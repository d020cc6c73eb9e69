import { ProgressBar } from '@fluentui/react-components';

/** The rewards popover's progress bar, in a chunk of its own: it loads when the popover is first reached for. */
export default ProgressBar;
