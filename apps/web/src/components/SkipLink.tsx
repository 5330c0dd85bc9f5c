import { Trans } from '@lingui/react/macro';
import classes from './SkipLink.module.css';

export const mainContentId = 'main-content';

/** The first stop of the keyboard on every signed-in screen: past the header, to the screen itself. */
export function SkipLink() {
  return (
    <a className={classes.skip} href={`#${mainContentId}`}>
      <Trans>Skip to main content</Trans>
    </a>
  );
}
