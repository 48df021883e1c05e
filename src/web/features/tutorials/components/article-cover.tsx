import { useState } from "react";
import { cn } from "../../../lib/cn";

/** Shown instead of a cover that fails to load (docs/screens.md#routes-and-screens). */
export const fallbackCover = "/logo.svg";

/** An article's cover in a 1200 × 630 frame; the logo, centred, if the image cannot be loaded. */
export function ArticleCover({
  src,
  className,
  eager = false,
}: {
  src: string;
  className?: string;
  eager?: boolean;
}) {
  // Remembers which source failed, so another article's cover in the same component gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  return (
    <div className={cn("aspect-[40/21] overflow-hidden bg-brand-50 dark:bg-slate-800", className)}>
      <img
        src={failed ? fallbackCover : src}
        // The title sits next to the cover, so the picture adds nothing a screen reader needs.
        alt=""
        width={1200}
        height={630}
        loading={eager ? "eager" : "lazy"}
        // An eager cover is the page's largest picture: fetch it ahead of the rest.
        fetchPriority={eager ? "high" : "auto"}
        decoding="async"
        onError={() => setFailedSrc(src)}
        className={cn("size-full", failed ? "object-contain p-[12%]" : "object-cover")}
      />
    </div>
  );
}
