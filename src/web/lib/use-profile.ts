import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, json } from "./typed-api";

/** Profile fields, email-verified status, stats and progress per exercise type. */
export function fetchProfile() {
  return json(api.profile.$get());
}

export const profileQueryOptions = queryOptions({ queryKey: ["profile"], queryFn: fetchProfile });

/** The profile; `enabled` false (a visitor) asks nothing. */
export function useProfile(enabled = true) {
  return useQuery({ ...profileQueryOptions, enabled });
}

export type ProfileData = Awaited<ReturnType<typeof fetchProfile>>;
