import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { KIND_METAS } from "./contract/kinds";
import { questionTopicIds } from "./contract/question-topics";
import { allKinds } from "./engine";

// docs/architecture.md#the-kind-registry: an exercise kind is named only in its own folder and in the two registries
// (src/engine/kinds/index.ts for the engine and the server, src/contract/kinds.ts for the web). Adding a
// kind must never mean editing a switch elsewhere.
const SOURCE_ROOT = path.resolve(import.meta.dirname);
const REGISTRIES = ["engine/kinds/index.ts", "contract/kinds.ts"];
// The question bank's topics ("dcf", named "DCF") are topics, not kinds, though they share words with them.
const TOPIC_LIST = "contract/question-topics.ts";
// Finance terms that are also a drill's name, where they mean the term: the DCF's WACC cell, the discount
// rate of the free-cash-flow drill, the case studies' free cash flows, and the coach's note on abbreviations.
const TERMS_NOT_KINDS: Readonly<Record<string, readonly string[]>> = {
  wacc: [
    "engine/kinds/dcf/formulas.ts",
    "engine/kinds/dcf/layout.ts",
    "engine/kinds/free-cash-flow/formulas.ts",
    "coach/analyze-text.ts",
    "coach/test-questions.ts",
  ],
  "free-cash-flow": [
    "engine/kinds/dcf/formulas.ts",
    "engine/kinds/dcf/generate.ts",
    "engine/kinds/dcf/layout.ts",
    "engine/kinds/lbo/formulas.ts",
  ],
};

/** The TypeScript files under `directory`; tests and test helpers only `withTests`. */
function sourceFiles(directory: string, withTests = false): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory())
      return !withTests && (entry.name === "test-support" || entry.name === "test")
        ? []
        : sourceFiles(full, withTests);
    return /\.tsx?$/.test(entry.name) && (withTests || !/\.test\.tsx?$/.test(entry.name)) ? [full] : [];
  });
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** Ways a source file can name a kind: its slug or type as a string or path, or an identifier built on them. */
function namePatterns(slug: string, type: string): RegExp[] {
  const words = slug.split("-");
  const pascal = words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join("");
  const camel = pascal[0]?.toLowerCase() + pascal.slice(1);
  // A question-bank topic may share its id with a slug ("dcf"): quoted alone, that word is the topic.
  const quoted = (questionTopicIds as readonly string[]).includes(slug) ? "/" : "[\"'`/]";
  return [
    new RegExp(`${quoted}${literal(slug)}(?![\\w-])`),
    new RegExp(`["'\`]${literal(type)}["'\`]`),
    new RegExp(`\\b(?:${literal(pascal)}|${literal(camel)})[A-Z]`),
    // A name of several words is the kind wherever it appears.
    ...(slug.includes("-") ? [new RegExp(`${literal(slug)}|${literal(pascal)}`)] : []),
  ];
}

describe("exercise kinds", () => {
  const files = sourceFiles(SOURCE_ROOT).map((file) => ({
    name: path.relative(SOURCE_ROOT, file).split(path.sep).join("/"),
    text: readFileSync(file, "utf8"),
  }));

  it("lists the same kinds, in the same order, in the engine and in the contract", () => {
    expect(allKinds().map((kind) => kind.meta)).toEqual([...KIND_METAS]);
  });

  it.each(KIND_METAS.map((kind) => [kind.slug, kind] as const))(
    "names %s only in its own folder and in the registries",
    (slug, kind) => {
      const patterns = namePatterns(kind.slug, kind.type);
      const naming = files
        .filter(({ name }) => !name.startsWith(`engine/kinds/${slug}/`) && name !== TOPIC_LIST)
        .filter(({ name }) => !TERMS_NOT_KINDS[slug]?.includes(name))
        .filter(({ text }) => patterns.some((pattern) => pattern.test(text)))
        .map(({ name }) => name);
      expect(naming.filter((name) => !REGISTRIES.includes(name))).toEqual([]);
    },
  );

  it("catches a kind named elsewhere", () => {
    const patterns = namePatterns("dilution-accretion", "DilutionAccretion");
    for (const text of [
      '{ type: "DilutionAccretion" }',
      'to: "/dilution-accretion"',
      "DilutionAccretionStatement",
    ]) {
      expect(patterns.some((pattern) => pattern.test(text))).toBe(true);
    }
    const lbo = namePatterns("lbo", "LBO");
    for (const text of ['to: "/lbo"', "LboStatement", "lboKind", '["LBO", "DCF"]']) {
      expect(lbo.some((pattern) => pattern.test(text))).toBe(true);
    }
    for (const text of ["Work through paper LBOs and the LBO guide.", "qu-un-lbo", "/lbos"]) {
      expect(lbo.some((pattern) => pattern.test(text))).toBe(false);
    }
  });
});

// docs/architecture.md#dependency-rules: web/app composes the features; a feature never imports another one, so what two
// features share lives in web/lib or web/components.
const FEATURES_ROOT = "web/features/";

/** The feature a source path (relative to src/) belongs to, if any. */
function featureOf(name: string): string | undefined {
  return name.startsWith(FEATURES_ROOT) ? name.slice(FEATURES_ROOT.length).split("/")[0] : undefined;
}

/** Each relative module a file imports (static, side-effect or dynamic), as a path relative to src/. */
function relativeImports(name: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']+)["']/g)];
  return specifiers.map((match) => path.posix.join(path.posix.dirname(name), match[1] ?? ""));
}

/** The imports of a file in one feature that reach into another feature. */
function crossFeatureImports(name: string, text: string): string[] {
  const feature = featureOf(name);
  if (feature === undefined) return [];
  return relativeImports(name, text).filter((target) => {
    const other = featureOf(target);
    return other !== undefined && other !== feature;
  });
}

describe("web features", () => {
  // Tests included: a test beside a feature is part of it.
  const files = sourceFiles(path.join(SOURCE_ROOT, FEATURES_ROOT), true);

  it("import nothing from one another", () => {
    const crossings = files.flatMap((file) => {
      const name = path.relative(SOURCE_ROOT, file).split(path.sep).join("/");
      return crossFeatureImports(name, readFileSync(file, "utf8")).map((target) => `${name} -> ${target}`);
    });
    expect(crossings).toEqual([]);
  });

  it("catches a feature importing another one", () => {
    const name = "web/features/drills/drills-page.tsx";
    expect(crossFeatureImports(name, 'import { useProfile } from "../profile/api/use-profile";')).toEqual([
      "web/features/profile/api/use-profile",
    ]);
    expect(crossFeatureImports(name, 'const page = import("../qa/components/qa-page");')).toEqual([
      "web/features/qa/components/qa-page",
    ]);
    expect(
      crossFeatureImports("web/features/qa/components/qa-page.tsx", 'import "../../auth/api/x";'),
    ).toEqual(["web/features/auth/api/x"]);
    for (const text of [
      'import { Button } from "../../../components/ui/button";',
      'import { useSession } from "../../../lib/use-session";',
      'import { drafts } from "../drafts";',
      'import { useQuestions } from "../api/use-questions";',
    ]) {
      expect(crossFeatureImports("web/features/qa/components/qa-page.tsx", text)).toEqual([]);
    }
  });
});

// docs/architecture.md#dependency-rules: the web calls the server only through src/web/api/<group>.ts, one file
// per endpoint group with its fetchers, its query-key factory and the mutations that invalidate by it; no
// feature wraps an endpoint of its own, and no query key is spelled outside that folder.
const WEB_API_ROOT = "web/api/";
// The HTTP client itself, and the prerender's preload hints (URLs the pages' fetchers will ask for, not calls).
const HTTP_CLIENT = ["web/lib/api-client.ts", "web/lib/typed-api.ts", "web/prerender.tsx"];

/** The ways a web file outside src/web/api/ can call an endpoint or spell a query key. */
function endpointWrapping(name: string, text: string): string[] {
  const found: string[] = [];
  if (relativeImports(name, text).some((target) => target === "web/lib/typed-api"))
    found.push("typed client");
  if (/\b(?:apiFetch|postAuth)\s*[(<]/.test(text)) found.push("apiFetch or postAuth call");
  if (/["'`]\/api\//.test(text)) found.push("/api/ path");
  if (/\bqueryKey\s*:\s*[[\]"'`]/.test(text)) found.push("literal query key");
  return found;
}

describe("web API layer", () => {
  const files = sourceFiles(path.join(SOURCE_ROOT, "web"), true).map((file) => ({
    name: path.relative(SOURCE_ROOT, file).split(path.sep).join("/"),
    text: readFileSync(file, "utf8"),
  }));

  it("is the only place that calls an endpoint or spells a query key", () => {
    const outside = files.filter(({ name }) => !name.startsWith(WEB_API_ROOT) && !HTTP_CLIENT.includes(name));
    const wrappers = outside.flatMap(({ name, text }) =>
      endpointWrapping(name, text).map((what) => `${name}: ${what}`),
    );
    expect(wrappers).toEqual([]);
  });

  it("has one file per group, none inside a feature", () => {
    expect(
      files.filter(({ name }) => /^web\/features\/[^/]+\/api\//.test(name)).map(({ name }) => name),
    ).toEqual([]);
  });

  it("catches a feature wrapping an endpoint or spelling a query key", () => {
    const name = "web/features/practice/components/today-page.tsx";
    expect(endpointWrapping(name, 'import { api, json } from "../../../lib/typed-api";')).toEqual([
      "typed client",
    ]);
    expect(endpointWrapping(name, 'apiFetch("/api/review/today")')).toEqual([
      "apiFetch or postAuth call",
      "/api/ path",
    ]);
    expect(endpointWrapping(name, 'postAuth<unknown>("sign-out", {})')).toEqual([
      "apiFetch or postAuth call",
    ]);
    expect(endpointWrapping(name, 'useQuery({ queryKey: ["practice-exercise", slug] })')).toEqual([
      "literal query key",
    ]);
    expect(endpointWrapping(name, 'invalidateQueries({ queryKey: "today" })')).toEqual(["literal query key"]);
    for (const text of [
      'import { ApiRequestError } from "../../../lib/api-client";',
      'import { useToday } from "../../../api/review";',
      "invalidateQueries({ queryKey: reviewKeys.today() })",
    ]) {
      expect(endpointWrapping(name, text)).toEqual([]);
    }
    expect(endpointWrapping(name, '<a href="/api/profile/export" download>')).toEqual(["/api/ path"]);
  });
});
