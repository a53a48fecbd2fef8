export type Trend = 'better' | 'worse' | 'same' | 'not_improving' | 'fluctuating';

const NOT_IMPROVING =
  /\b(not (getting |any |much )?better|no better|not improving|not (getting )?any better|not (going|gone) away|will not go away|does not go away)\b/;
const NOT_WORSE = /\b(not (getting |any )?worse|no worse)\b/;
const WORSE =
  /\b(worse|worsening|getting bad|deteriorat\w*|spreading|growing|increasing|more (painful|often|frequent))\b(?! (at|in the|when|after|with|if|on|during|lying|in) )/;
const BETTER =
  /\b(better|improving|improved|easing|eased|settling|subsiding|going away|clearing( up)?|less (painful|often))\b/;
const FLUCTUATING =
  /\b(comes and goes|come and go|coming and going|on and off|off and on|in waves|up and down|intermittent\w*|now and then|varies)\b/;
const SAME =
  /\b(same|no change|not changed|unchanged|stable|constant|steady|about the same|staying the same)\b/;

export function parseTrend(normalized: string): Trend | null {
  if (NOT_IMPROVING.test(normalized)) return 'not_improving';
  if (NOT_WORSE.test(normalized)) return BETTER.test(normalized) ? 'better' : 'same';
  if (WORSE.test(normalized)) return 'worse';
  if (BETTER.test(normalized)) return 'better';
  if (FLUCTUATING.test(normalized)) return 'fluctuating';
  if (SAME.test(normalized)) return 'same';
  return null;
}

export function parseSuddenness(normalized: string): boolean | null {
  if (
    /\b(sudden(ly)?|all of a sudden|out of (nowhere|the blue)|came on (fast|quickly)|in seconds)\b/.test(
      normalized,
    )
  )
    return true;
  if (/\b(gradual(ly)?|slowly|over time|crept up|came on slowly|built up|bit by bit)\b/.test(normalized))
    return false;
  return null;
}
