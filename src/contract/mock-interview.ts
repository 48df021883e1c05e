/** The tracks a mock interview is drawn for: investment banking or private equity. */
export const mockInterviewTracks = ["ib", "pe"] as const;
export type MockInterviewTrack = (typeof mockInterviewTracks)[number];

/** The lengths a mock interview can take, in minutes. */
export const mockInterviewMinutes = [15, 30, 45] as const;
export type MockInterviewMinutes = (typeof mockInterviewMinutes)[number];
