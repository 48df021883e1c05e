import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { KIND_METAS } from "./contract/kinds";
import { questionTopicIds } from "./contract/question-topics";
import { allKinds } from "./engine";

const SOURCE_ROOT = path.resolve(import.meta.dirname);
// docs/architecture.md#the-kind-registry: each kind's independent oracle, test/oracle/<slug>.ts.
const ORACLE_ROOT = path.resolve(SOURCE_ROOT, "../test/oracle");

/** A TypeScript file, named by its path relative to src/ with forward slashes (`../test/oracle/…` beside it). */
interface SourceFile {
  name: string;
  text: string;
}

/** The TypeScript files under `directory`, tests included. */
function typeScriptFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return typeScriptFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The TypeScript files under `directory`, named relative to src/. */
function sourceFiles(directory: string): SourceFile[] {
  return typeScriptFiles(directory).map((file) => ({
    name: path.relative(SOURCE_ROOT, file).split(path.sep).join("/"),
    text: readFileSync(file, "utf8"),
  }));
}

const SOURCES: readonly SourceFile[] = sourceFiles(SOURCE_ROOT);

/** Test code: tests, their helpers (`*.test-util.ts`, `test-*.ts`) and everything in a `test/` or `test-support/` folder. */
function isTestCode(name: string): boolean {
  return (
    /(?:^|\/)(?:test|test-support)\//.test(name) ||
    /\.test(?:-util)?(?:\.tsx?)?$/.test(name) ||
    /(?:^|\/)test-[^/]*$/.test(name)
  );
}

// docs/architecture.md#the-kind-registry: an exercise kind is named only in its own folder, its meta and the
// registries (src/engine/kinds/index.ts for the engine and the server, src/contract/kinds.ts for the web, and
// src/contract/kind-screen-texts.ts for the screens' text).
// Adding a kind must never mean editing a switch elsewhere.
const REGISTRIES = ["engine/kinds/index.ts", "contract/kinds.ts", "contract/kind-screen-texts.ts"];
// The question bank's topics ("dcf", named "DCF") are topics, not kinds, though they share words with them.
const TOPIC_LIST = "contract/question-topics.ts";
// Finance terms that are also a drill's name, where they mean the term: the DCF's WACC cell, the discount
// rate of the free-cash-flow drill, the case studies' free cash flows, and the coach's note on abbreviations.
const TERMS_NOT_KINDS: Readonly<Record<string, readonly string[]>> = {
  wacc: [
    "engine/kinds/dcf/fields.ts",
    "engine/kinds/dcf/formulas.ts",
    "engine/kinds/dcf/layout.ts",
    "engine/kinds/free-cash-flow/fields.ts",
    "engine/kinds/free-cash-flow/kind.ts",
    "coach/analyze-text.ts",
  ],
  "free-cash-flow": [
    "engine/kinds/dcf/fields.ts",
    "engine/kinds/dcf/formulas.ts",
    "engine/kinds/dcf/generate.ts",
    "engine/kinds/dcf/layout.ts",
    "engine/kinds/lbo/formulas.ts",
  ],
};

/** True for the files that are the kind's own: its engine folder and its meta in the contract. */
const ownedByKind = (slug: string, name: string) =>
  name.startsWith(`engine/kinds/${slug}/`) || name === `contract/kind-metas/${slug}.ts`;

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

const pascalOf = (slug: string) =>
  slug
    .split("-")
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join("");

/**
 * Ways a source file can name a kind: its slug or type as a string or path, or an identifier built on them
 * (not one that names a longer kind: `lboModelFields` names lbo-model, not lbo).
 */
function namePatterns(slug: string, type: string): RegExp[] {
  const pascal = pascalOf(slug);
  const camel = pascal[0]?.toLowerCase() + pascal.slice(1);
  const longer = KIND_METAS.map((kind) => pascalOf(kind.slug))
    .filter((other) => other !== pascal && other.startsWith(pascal))
    .map((other) => `(?!${literal(other.slice(pascal.length))})`)
    .join("");
  // A question-bank topic may share its id with a slug ("dcf"): quoted alone, that word is the topic.
  const quoted = (questionTopicIds as readonly string[]).includes(slug) ? "/" : "[\"'`/]";
  return [
    new RegExp(`${quoted}${literal(slug)}(?![\\w-])`),
    new RegExp(`["'\`]${literal(type)}["'\`]`),
    new RegExp(`\\b(?:${literal(pascal)}|${literal(camel)})${longer}[A-Z]`),
    // A name of several words is the kind wherever it appears.
    ...(slug.includes("-") ? [new RegExp(`(?<![\\w-])${literal(slug)}|\\b${literal(pascal)}`)] : []),
  ];
}

describe("exercise kinds", () => {
  const files = SOURCES.filter(({ name }) => !isTestCode(name));

  it("lists the same kinds, in the same order, in the engine and in the contract", () => {
    expect(allKinds().map((kind) => kind.meta)).toEqual([...KIND_METAS]);
  });

  it.each(KIND_METAS.map((kind) => [kind.slug, kind] as const))(
    "names %s only in its own folder, its meta and the registries",
    (slug, kind) => {
      const patterns = namePatterns(kind.slug, kind.type);
      const naming = files
        .filter(({ name }) => !ownedByKind(slug, name) && name !== TOPIC_LIST)
        .filter(({ name }) => !TERMS_NOT_KINDS[slug]?.includes(name))
        .filter(({ text }) => patterns.some((pattern) => pattern.test(text)))
        .map(({ name }) => name);
      expect(naming.filter((name) => !REGISTRIES.includes(name))).toEqual([]);
    },
  );

  // A kind is declared once, with defineKind (src/engine/define-kind.ts): its fields give its statement type, its
  // shape and its workbook labels, so its folder holds no hand-written statement shape or input labels.
  it.each(KIND_METAS.map((kind) => [kind.slug] as const))("declares %s once, with defineKind", (slug) => {
    const own = files.filter(({ name }) => name.startsWith(`engine/kinds/${slug}/`));
    const restated = own
      .filter(({ name }) => /\/(?:statement-shape|input-labels)\.ts$/.test(name))
      .map(({ name }) => name);
    expect({ declared: own.some(({ text }) => /\bdefineKind\(/.test(text)), restated }).toEqual({
      declared: true,
      restated: [],
    });
  });

  it("gives every kind an independent oracle, test/oracle/<slug>.ts", () => {
    const missing = allKinds()
      .map((kind) => kind.meta.slug)
      .filter((slug) => !existsSync(path.join(ORACLE_ROOT, `${slug}.ts`)));
    expect(missing, "kinds without an oracle file").toEqual([]);
  });

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

/** One module a file imports: `import`, `export … from`, a side-effect `import "…"` or a dynamic `import()`. */
interface ImportStatement {
  specifier: string;
  /** `import type` or `export type`: erased from the built code. */
  typeOnly: boolean;
  dynamic: boolean;
}

// A statement at the start of a line, so that import-like text inside strings and comments is not read.
const STATIC_IMPORT = /^[ \t]*(?:import|export)\s+(type\s+)?(?:[^;"'`]*?\bfrom\s*)?["']([^"']+)["']/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** The modules `text` imports, in the order of the statements of each form. */
function importsIn(text: string): ImportStatement[] {
  return [
    ...[...text.matchAll(STATIC_IMPORT)].map((match) => ({
      specifier: match[2] ?? "",
      typeOnly: match[1] !== undefined,
      dynamic: false,
    })),
    ...[...text.matchAll(DYNAMIC_IMPORT)].map((match) => ({
      specifier: match[1] ?? "",
      typeOnly: false,
      dynamic: true,
    })),
  ];
}

/** The path, relative to src/, that a relative specifier in `name` points at; undefined for a package. */
function joinedPath(name: string, specifier: string): string | undefined {
  return specifier.startsWith(".") ? path.posix.join(path.posix.dirname(name), specifier) : undefined;
}

/** Each relative module a file imports (static, side-effect or dynamic), as a path relative to src/. */
function relativeImports(name: string, text: string): string[] {
  return importsIn(text).flatMap(({ specifier }) => joinedPath(name, specifier) ?? []);
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
  const files = SOURCES.filter(({ name }) => name.startsWith(FEATURES_ROOT));

  it("import nothing from one another", () => {
    const crossings = files.flatMap(({ name, text }) =>
      crossFeatureImports(name, text).map((target) => `${name} -> ${target}`),
    );
    expect(crossings).toEqual([]);
  });

  it("catches a feature importing another one", () => {
    const name = "web/features/exercise/components/drills-page.tsx";
    expect(crossFeatureImports(name, 'import { useProfile } from "../../profile/api/use-profile";')).toEqual([
      "web/features/profile/api/use-profile",
    ]);
    expect(crossFeatureImports(name, 'const page = import("../../qa/components/qa-page");')).toEqual([
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
  const files = SOURCES.filter(({ name }) => name.startsWith("web/"));

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

// docs/architecture.md#dependency-rules: dependencies run one way. The import graph below is read from the
// source text: each relative import resolved to a file under src/ as the bundler does, or left as the path it
// names outside src/ (`../e2e/…`, `../content/…`).

/** A file's import of another module, both named relative to src/. */
interface ImportEdge {
  from: string;
  to: string;
  typeOnly: boolean;
  dynamic: boolean;
}

/** The file `target` names among `files`: itself, with .ts or .tsx, or its folder's index; else `target`. */
function resolveFile(target: string, files: ReadonlySet<string>): string {
  const candidates = [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`];
  return candidates.find((candidate) => files.has(candidate)) ?? target;
}

/** Every relative import of `sources`, resolved. */
function importEdges(sources: readonly SourceFile[]): ImportEdge[] {
  const files = new Set(sources.map(({ name }) => name));
  return sources.flatMap(({ name, text }) =>
    importsIn(text).flatMap(({ specifier, typeOnly, dynamic }) => {
      const target = joinedPath(name, specifier);
      return target === undefined ? [] : [{ from: name, to: resolveFile(target, files), typeOnly, dynamic }];
    }),
  );
}

const edgeText = ({ from, to }: ImportEdge) => `${from} -> ${to}`;

/** A source's layer, its first folder under src/; undefined outside src/ and for the test harness files at its root. */
function layerOf(name: string): string | undefined {
  return name.startsWith("../") || /^[^/]+\.tsx?$/.test(name) ? undefined : name.split("/")[0];
}

// What each layer may import besides itself, from the bottom up: the contract is at the bottom, and the web
// reaches the engine and the server for types only (WEB_TYPE_SOURCES). A new layer must be added here.
const LAYER_IMPORTS: Readonly<Record<string, readonly string[]>> = {
  contract: [],
  engine: ["contract"],
  coach: ["contract"],
  server: ["contract", "engine", "coach"],
  web: ["contract", "engine", "server"],
};

/** The imports that reach a layer their own may not import. */
function layerCrossings(edges: readonly ImportEdge[]): string[] {
  return edges
    .filter(({ from, to }) => {
      const own = layerOf(from);
      const other = layerOf(to);
      if (own === undefined || other === undefined || other === own) return false;
      return !(LAYER_IMPORTS[own] ?? []).includes(other);
    })
    .map(edgeText);
}

// The web's only ways into the engine and the server, all `import type`: the engine's public types, the app's
// type for the typed client and the session's user.
const WEB_TYPE_SOURCES = ["engine/index.ts", "server/app.ts", "server/http/app-env.ts"];

/** The web's imports of the engine or the server that are not a type import of WEB_TYPE_SOURCES. */
function webReachingIn(edges: readonly ImportEdge[]): string[] {
  return edges
    .filter(({ from, to, typeOnly }) => {
      const other = layerOf(to);
      if (layerOf(from) !== "web" || (other !== "engine" && other !== "server")) return false;
      return !(typeOnly && WEB_TYPE_SOURCES.includes(to));
    })
    .map(edgeText);
}

/** Imports of test code (test/ too) by code that is not, and any import of the browser specs' folder e2e/. */
function testCodeImports(edges: readonly ImportEdge[]): string[] {
  return edges
    .filter(({ from, to }) => to.startsWith("../e2e/") || (!isTestCode(from) && isTestCode(to)))
    .map(edgeText);
}

/** The oracles' imports of anything but one another (their tests aside): they never lean on the engine they judge. */
function oracleReachingOut(edges: readonly ImportEdge[]): string[] {
  return edges
    .filter(({ from, to }) => !/\.test\.ts$/.test(from) && !to.startsWith("../test/oracle/"))
    .map(edgeText);
}

describe("dependency direction", () => {
  const edges = importEdges(SOURCES);

  it("reads the imports it judges", () => {
    expect(edges).toContainEqual({
      from: "engine/check.ts",
      to: "contract/answer-reading.ts",
      typeOnly: false,
      dynamic: false,
    });
    expect(edges).toContainEqual({
      from: "web/lib/typed-api.ts",
      to: "server/app.ts",
      typeOnly: true,
      dynamic: false,
    });
    expect(edges.filter(({ dynamic }) => dynamic).length, "dynamic imports").toBeGreaterThan(5);
  });

  const layers = Object.entries(LAYER_IMPORTS).map(
    ([layer, allowed]) =>
      [`${layer} imports nothing of src/ but ${[layer, ...allowed].join(", ")}`, layer] as const,
  );
  it.each(layers)("%s", (_title, layer) => {
    expect(layerCrossings(edges.filter(({ from }) => layerOf(from) === layer))).toEqual([]);
  });

  it("has no source outside the layers", () => {
    const layers = new Set(SOURCES.flatMap(({ name }) => layerOf(name) ?? []));
    expect([...layers].filter((layer) => !(layer in LAYER_IMPORTS))).toEqual([]);
  });

  it("lets the web reach the engine and the server only for their public types", () => {
    expect(webReachingIn(edges)).toEqual([]);
  });

  it("keeps test code out of the app, and e2e/ out of src", () => {
    expect(testCodeImports(edges)).toEqual([]);
  });

  it("keeps the oracles in test/oracle/ apart from src/", () => {
    const oracles = sourceFiles(ORACLE_ROOT);
    expect(oracles.length, "oracle files").toBeGreaterThan(allKinds().length);
    expect(oracleReachingOut(importEdges(oracles))).toEqual([]);
  });

  it("catches an import against the direction", () => {
    const crossing = (name: string, text: string) => importEdges([{ name, text }]);
    expect(
      layerCrossings(crossing("contract/kinds.ts", 'import { dcfMeta } from "../engine/kinds/dcf/meta";')),
    ).toEqual(["contract/kinds.ts -> engine/kinds/dcf/meta"]);
    expect(layerCrossings(crossing("engine/check.ts", 'import type { Coach } from "../coach";'))).toEqual([
      "engine/check.ts -> coach",
    ]);
    expect(layerCrossings(crossing("server/x.ts", 'const page = import("../web/app/router");'))).toEqual([
      "server/x.ts -> web/app/router",
    ]);
    expect(layerCrossings(crossing("server/x.ts", 'import { generate } from "../engine";'))).toEqual([]);

    const web = "web/features/exercise/x.tsx";
    expect(webReachingIn(crossing(web, 'import { generate } from "../../../engine";'))).toEqual([
      `${web} -> engine`,
    ]);
    expect(webReachingIn(crossing(web, 'import { type Working } from "../../../engine";'))).toEqual([
      `${web} -> engine`,
    ]);
    expect(
      webReachingIn(
        crossing(web, 'import type { LboStatement } from "../../../engine/kinds/lbo/statement";'),
      ),
    ).toEqual([`${web} -> engine/kinds/lbo/statement`]);
    expect(
      webReachingIn(crossing(web, 'import type { Database } from "../../../server/db/schema";')),
    ).toEqual([`${web} -> server/db/schema`]);
    expect(
      webReachingIn(
        importEdges([
          { name: web, text: 'import type {\n  Working,\n} from "../../../engine";' },
          { name: "engine/index.ts", text: "" },
        ]),
      ),
    ).toEqual([]);

    expect(
      testCodeImports(crossing("server/app.ts", 'import { rightAnswers } from "./test/right-answers";')),
    ).toEqual(["server/app.ts -> server/test/right-answers"]);
    expect(testCodeImports(crossing("server/app.ts", 'import { parse } from "./x.test-util";'))).toEqual([
      "server/app.ts -> server/x.test-util",
    ]);
    expect(testCodeImports(crossing("engine/x.test.ts", 'import { a } from "../../e2e/support/a";'))).toEqual(
      ["engine/x.test.ts -> ../e2e/support/a"],
    );
    expect(
      testCodeImports(crossing("server/x.test.ts", 'import { rightAnswers } from "./test/right-answers";')),
    ).toEqual([]);
    expect(testCodeImports(crossing("engine/x.ts", 'import { a } from "../../test/oracle/a";'))).toEqual([
      "engine/x.ts -> ../test/oracle/a",
    ]);
    expect(testCodeImports(crossing("engine/x.test.ts", 'import { a } from "../../test/oracle";'))).toEqual(
      [],
    );

    const oracle = "../test/oracle/wacc.ts";
    expect(oracleReachingOut(crossing(oracle, 'import { solve } from "../../src/engine";'))).toEqual([
      `${oracle} -> ../src/engine`,
    ]);
    expect(
      oracleReachingOut(crossing(oracle, 'import type { Cell } from "../../src/contract/cells";')),
    ).toEqual([`${oracle} -> ../src/contract/cells`]);
    expect(oracleReachingOut(crossing(oracle, 'import { typed } from "./shared";'))).toEqual([]);
    expect(
      oracleReachingOut(crossing("../test/oracle/x.test.ts", 'import { allKinds } from "../../src/engine";')),
    ).toEqual([]);
  });
});

/**
 * The import cycles of `graph` (Tarjan's strongly connected components): each set of two or more nodes that
 * reach one another, sorted, in the order found.
 */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    const own = order.size;
    order.set(node, own);
    lowest.set(node, own);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) visit(next);
      if (onStack.has(next)) lowest.set(node, Math.min(lowest.get(node) ?? own, lowest.get(next) ?? own));
    }
    if (lowest.get(node) !== own) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member !== undefined) {
        onStack.delete(member);
        component.push(member);
      }
    } while (member !== node && member !== undefined);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return cycles;
}

/** The static imports of `edges` between the units `unitOf` names; imports within a unit are left out. */
function unitGraph(edges: readonly ImportEdge[], unitOf: (name: string) => string | undefined) {
  const graph = new Map<string, string[]>();
  for (const { from, to, dynamic } of edges) {
    const source = unitOf(from);
    const target = unitOf(to);
    if (dynamic || source === undefined || target === undefined || source === target) continue;
    graph.set(source, [...(graph.get(source) ?? []), target]);
  }
  return graph;
}

/** A server module (src/server/modules/<name>), for its code that is not test code. */
function serverModuleOf(name: string): string | undefined {
  return isTestCode(name) ? undefined : /^server\/modules\/([^/]+)\//.exec(name)?.[1];
}

const cycleText = (cycle: readonly string[]) => cycle.join(" <-> ");

describe("import cycles", () => {
  const edges = importEdges(SOURCES);
  const fileCycles = findCycles(unitGraph(edges, (name) => (name.startsWith("../") ? undefined : name)));
  const moduleCycles = findCycles(unitGraph(edges, serverModuleOf));

  it("are found in a made-up graph", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c", "e"]],
      ["c", ["a", "d"]],
      ["d", ["outside"]],
      ["e", ["f"]],
      ["f", ["e", "d"]],
    ]);
    expect(findCycles(graph)).toEqual([
      ["e", "f"],
      ["a", "b", "c"],
    ]);
    const diamond = new Map([
      ["a", ["b", "c"]],
      ["b", ["d"]],
      ["c", ["d"]],
    ]);
    expect(findCycles(diamond)).toEqual([]);
    expect(
      findCycles(
        unitGraph(
          importEdges([
            { name: "server/modules/review/a.ts", text: 'import { b } from "../mock-interviews/b";' },
            { name: "server/modules/mock-interviews/b.ts", text: 'import { c } from "../review/c";' },
            { name: "server/modules/review/c.ts", text: "" },
          ]),
          serverModuleOf,
        ),
      ),
    ).toEqual([["mock-interviews", "review"]]);
  });

  it("leave no file of src in a cycle", () => {
    expect(fileCycles.map(cycleText)).toEqual([]);
  });

  it("leave no server module in a cycle with another", () => {
    expect(moduleCycles.map(cycleText)).toEqual([]);
  });
});
