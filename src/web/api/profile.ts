import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, json } from "../lib/typed-api";

export const profileKeys = {
  all: ["profile"] as const,
};

/** GET /api/profile: profile fields, email-verified status, stats and progress per exercise kind. */
export function fetchProfile() {
  return json(api.profile.$get());
}

export type ProfileData = Awaited<ReturnType<typeof fetchProfile>>;

export const profileQueryOptions = queryOptions({ queryKey: profileKeys.all, queryFn: fetchProfile });

/** The profile; `enabled` false (a visitor) asks nothing. */
export function useProfile(enabled = true) {
  return useQuery({ ...profileQueryOptions, enabled });
}

/** GET /api/profile/export: everything kept about the user, for a download link. */
export const profileExportUrl = "/api/profile/export";
