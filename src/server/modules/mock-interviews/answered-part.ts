import { ApiError, notFound } from "../../http/errors";
import type { MockInterviewParts } from "../review/graded-attempt";
import { findMockInterview, savePartAnswer } from "./repository";

/** The mock interviews as grading sees them: the review module's port, wired in createApp. */
export const mockInterviewParts: MockInterviewParts = {
  async find(db, userId, target, now) {
    const interview = await findMockInterview(db, userId, target.mockInterviewId);
    if (!interview) throw notFound("Mock interview");
    if (interview.finishedAt !== null || now.toISOString() > interview.endsAt) {
      throw new ApiError(409, "MOCK_INTERVIEW_OVER", "This mock interview is over: its time is up.");
    }
    const partIndex = interview.parts.findIndex((part) =>
      part.kind === "exercise"
        ? target.item.kind === "exercise" && part.slug === target.item.ref && part.seed === target.seed
        : target.item.kind === "question" && part.questionId === target.item.ref,
    );
    if (partIndex < 0) {
      throw new ApiError(
        400,
        "NOT_IN_MOCK_INTERVIEW",
        "This answer is not one of the mock interview's parts.",
      );
    }
    return { mockInterviewId: target.mockInterviewId, partIndex };
  },
  saveAnswer: savePartAnswer,
};
