/** The time source of scheduling and deadlines; tests pass their own to move time. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
