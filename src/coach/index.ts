export { type CoachOptions, createCoach } from "./create-coach";
export type { Coach, CoachConfig, GradedBy, GradeInput, GradeResult } from "./types";
