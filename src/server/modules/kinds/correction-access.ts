import { type KindType, kindOf } from "../../../engine";
import type { SessionUser } from "../../http/app-env";
import { ApiError } from "../../http/errors";

/** docs/marking.md#who-sees-a-correction: the 401 of a signed-out check. */
export const CORRECTION_SIGN_IN_MESSAGE = "You must be logged in to see the correction of this case study.";

/** docs/marking.md#who-sees-a-correction: some kinds need a verified email, others only a session. */
export function assertMaySeeCorrection(user: SessionUser, type: KindType): void {
  if (kindOf(type).meta.correction === "verified-email" && !user.emailVerified) {
    throw new ApiError(
      403,
      "EMAIL_NOT_VERIFIED",
      "You must be logged in with a verified email to see the correction. Please log in / verify your email.",
    );
  }
}
