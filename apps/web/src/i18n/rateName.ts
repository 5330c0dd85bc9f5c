import { t } from '@lingui/core/macro';

/** The name the spec gives a provider's first rate of a kind (part 2 §4), stored as is. */
const FIRST_RATE = 'firstRate';

/** A rate's name as a reader sees it: the first rate's stored default name in words, any other as typed. */
export const shownRateName = (name: string) => (name === FIRST_RATE ? t`First rate` : name);

/** A name typed where `shownRateName` showed it: the words of the default name are stored as the spec's name. */
export const storedRateName = (typed: string) => (typed.trim() === t`First rate` ? FIRST_RATE : typed);
