import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, json } from "../../../lib/api-client";

/** Profile fields, email-verified status, stats and progress per exercise type. */
export function fetchProfile() {
  return json(api.profile.$get());
}

export const profileQueryOptions = queryOptions({ queryKey: ["profile"], queryFn: fetchProfile });

export function useProfile() {
  return useQuery(profileQueryOptions);
}

export type ProfileData = Awaited<ReturnType<typeof fetchProfile>>;
