/** The longest time an attempt may record: a week, beyond which the figure says nothing about the work. */
export const MAX_TIME_SPENT_SECONDS = 7 * 24 * 3600;

/** The longest answer the coach grades, in characters: a long interview answer is a few hundred words. */
export const MAX_ANSWER_LENGTH = 10_000;

/** The longest investment recommendation kept with a modelling test, in characters. */
export const MAX_RECOMMENDATION_LENGTH = 2_000;

/** The longest duration a timed test may state, in minutes: above any kind's longest test. */
export const MAX_TIMED_MINUTES = 400;
