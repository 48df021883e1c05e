import {
  Fragment,
  type KeyboardEvent,
  memo,
  type ReactNode,
  useCallback,
  useMemo,
  useRef,
  useState,
} from "react";
import { KIND_SCREEN_TEXTS } from "../../../contract/kind-screen-texts";
import type { KindType } from "../../../contract/kinds";
import { cn } from "../../lib/cn";
import { AnswerCell, type CellElement, cellIds } from "./answer-cell";
import { gridLayout, marksBySection, navigationOf, type SingleBlock, type YearlyRow } from "./grid-layout";
import { moveForKey, nextCell } from "./grid-navigation";
import type { Answers, CheckedCell, ExerciseGridData, GridCell } from "./types";

/**
 * The answer grid, shaped like the model: years as columns, line items as rows (given rows read-only
 * and shaded), then the single values. A modelling test's grid comes in sections (docs/screens.md#modelling-tests):
 * Sources & Uses above the table, the yearly sections as headed groups of rows with their working lines, the
 * returns below, and, once checked, a count of marks by section. Editable with `onAnswerChange`; once `checked` is given every
 * cell is read-only and marked. The exercise screens and the saved-exercise viewer both use it.
 */
export const AnswerGrid = memo(function AnswerGrid({
  type,
  grid,
  answers,
  checked,
  onAnswerChange,
  fullSolution = false,
}: {
  type: KindType;
  grid: ExerciseGridData;
  answers: Answers;
  /** The correction: marks every cell and makes the grid read-only. */
  checked?: readonly CheckedCell[] | null;
  /** Makes the cells editable (until `checked` is given). */
  onAnswerChange?: (key: string, value: string) => void;
  /** Shows the worked formula of every checked cell, right ones included. */
  fullSolution?: boolean;
}) {
  const marks = useMemo(() => new Map((checked ?? []).map((cell) => [cell.key, cell])), [checked]);
  const layout = useMemo(
    () => gridLayout(grid, KIND_SCREEN_TEXTS[type].grid.singleValuesTitle),
    [grid, type],
  );
  const navigation = useMemo(() => navigationOf(layout), [layout]);
  const sectioned = grid.sections !== undefined;
  const [toggled, setOpenExplanations] = useState<ReadonlySet<string>>(() => new Set());
  // With the full solution every explanation is open; otherwise those opened with "Why?".
  const openExplanations = useMemo<ReadonlySet<string>>(
    () => (fullSolution ? new Set(marks.keys()) : toggled),
    [fullSolution, marks, toggled],
  );
  const explains = useCallback(
    (mark: CheckedCell | undefined): mark is CheckedCell =>
      mark !== undefined && mark.explanation !== "" && (!mark.correct || fullSolution),
    [fullSolution],
  );
  const elements = useRef(new Map<string, CellElement>());
  const editable = onAnswerChange !== undefined && !checked;

  const toggleExplanation = useCallback((key: string) => {
    setOpenExplanations((open) => {
      const next = new Set(open);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);

  // Spreadsheet keys: Enter/↓ down, ↑ up, →/← at the edge of the text; Tab is the browser's own.
  const onKeyDown = useCallback(
    (event: KeyboardEvent<CellElement>) => {
      const element = event.currentTarget;
      if (!(element instanceof HTMLInputElement) || event.nativeEvent.isComposing) return;
      const { selectionStart, selectionEnd, value } = element;
      const collapsed = selectionStart === selectionEnd;
      const move = moveForKey({
        key: event.key,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        caretAtStart: collapsed && selectionStart === 0,
        caretAtEnd: collapsed && selectionEnd === value.length,
      });
      if (!move) return;
      const target = nextCell(navigation, element.dataset.cellKey ?? "", move);
      if (event.key === "Enter" || target) event.preventDefault();
      const next = target ? elements.current.get(target) : undefined;
      if (!next) return;
      next.focus();
      if (next instanceof HTMLInputElement) next.select();
    },
    [navigation],
  );

  const renderCell = (cell: GridCell) => (
    <AnswerCell
      cell={cell}
      value={answers[cell.key] ?? marks.get(cell.key)?.given ?? ""}
      mark={marks.get(cell.key)}
      onChange={editable ? onAnswerChange : undefined}
      onKeyDown={onKeyDown}
      explanationOpen={openExplanations.has(cell.key)}
      onToggleExplanation={toggleExplanation}
      inputRef={(element) => {
        if (element) elements.current.set(cell.key, element);
        else elements.current.delete(cell.key);
      }}
    />
  );

  const columns = grid.years.length + 1;
  const singleBlock = (block: SingleBlock) => (
    <SingleValues
      key={block.title}
      block={block}
      marks={marks}
      openExplanations={openExplanations}
      explains={explains}
      renderCell={renderCell}
    />
  );

  return (
    <div className="space-y-6">
      {checked && sectioned && <SectionSummary grid={grid} checked={checked} />}
      {layout.leading.map(singleBlock)}
      {grid.years.length > 0 && (
        // Wide grids scroll inside their own frame; the line-item column stays put. `relative` keeps the
        // absolutely placed screen-reader texts inside that frame instead of widening the page. A sectioned
        // grid is long: it scrolls down inside the frame too, under its row of years.
        <div
          className={cn(
            "@container relative overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700",
            sectioned && "max-h-[80vh] overflow-y-auto",
          )}
        >
          <table className={cn("w-full border-collapse text-sm", sectioned && LABEL_WIDTH)}>
            <caption className="sr-only">{KIND_SCREEN_TEXTS[type].grid.tableCaption}</caption>
            <thead className={cn(sectioned && "sticky top-0 z-20")}>
              <tr className="border-b border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800">
                <th
                  scope="col"
                  className={cn(
                    "sticky left-0 z-10 bg-slate-100 px-2 py-2 sm:px-3 text-left font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200 shadow-[inset_-1px_0_0_var(--color-slate-200)] dark:shadow-[inset_-1px_0_0_var(--color-slate-700)]",
                    sectioned ? FIXED_LABEL : "min-w-[6.5rem]",
                  )}
                >
                  <span className="sr-only">Line item</span>
                </th>
                {grid.years.map((year) => (
                  <th
                    key={year}
                    scope="col"
                    className="tabular px-2 py-2 text-right font-semibold text-slate-700 dark:text-slate-200"
                  >
                    {year}
                  </th>
                ))}
              </tr>
            </thead>
            {layout.groups.map((group) => (
              <tbody key={group.title ?? ""}>
                {group.title !== null && (
                  <tr className="border-b border-slate-200 bg-brand-50 dark:border-slate-700 dark:bg-slate-800">
                    <th scope="rowgroup" colSpan={columns} className="p-0 text-left">
                      <span className="sticky left-0 inline-block px-2 py-1.5 text-xs font-semibold tracking-wide text-brand-900 uppercase sm:px-3 dark:text-brand-200">
                        {group.title}
                      </span>
                    </th>
                  </tr>
                )}
                {group.rows.map((row) =>
                  row.rule !== undefined ? (
                    <WorkingRowView
                      key={row.label}
                      label={row.label}
                      rule={row.rule}
                      span={grid.years.length}
                    />
                  ) : row.given ? (
                    <GivenRowView
                      key={row.label}
                      label={row.label}
                      values={row.given}
                      fixedLabel={sectioned}
                    />
                  ) : (
                    <AnswerRowView
                      key={row.label}
                      row={row}
                      marks={marks}
                      openExplanations={openExplanations}
                      explains={explains}
                      columns={columns}
                      renderCell={renderCell}
                      fixedLabel={sectioned}
                    />
                  ),
                )}
              </tbody>
            ))}
          </table>
        </div>
      )}
      {layout.trailing.map(singleBlock)}
    </div>
  );
});

/** A block of single values under its heading, each with its label above its cell. */
function SingleValues({
  block,
  marks,
  openExplanations,
  explains,
  renderCell,
}: {
  block: SingleBlock;
  marks: ReadonlyMap<string, CheckedCell>;
  openExplanations: ReadonlySet<string>;
  explains: (mark: CheckedCell | undefined) => mark is CheckedCell;
  renderCell: (cell: GridCell) => ReactNode;
}) {
  const headingId = `single-values-${block.title.replace(/[^A-Za-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold text-slate-800 dark:text-slate-100">
        {block.title}
      </h3>
      {/* Dense flow: an open explanation takes a full row under its cell's row, with no hole above it. */}
      <div className="mt-3 grid grid-flow-row-dense grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {block.cells.map((cell) => {
          const mark = marks.get(cell.key);
          return (
            <Fragment key={cell.key}>
              <div className="min-w-0">
                <label
                  htmlFor={cellIds(cell.key).input}
                  className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200"
                >
                  {cell.label}
                </label>
                {renderCell(cell)}
              </div>
              {explains(mark) && (
                <Explanation
                  cellKey={cell.key}
                  text={mark.explanation}
                  open={openExplanations.has(cell.key)}
                  className="col-span-full"
                />
              )}
            </Fragment>
          );
        })}
      </div>
    </section>
  );
}

/** After checking a modelling test: right, follows and wrong, section by section. */
function SectionSummary({ grid, checked }: { grid: ExerciseGridData; checked: readonly CheckedCell[] }) {
  const sections = marksBySection(grid, checked);
  return (
    <div className="overflow-x-auto">
      <table className="w-full max-w-xl text-sm">
        <caption className="pb-2 text-left font-semibold text-slate-800 dark:text-slate-100">
          Marks by section
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-300">
            <th scope="col" className="py-1.5 pr-3 text-left font-medium">
              Section
            </th>
            <th scope="col" className="px-2 py-1.5 text-right font-medium">
              Right
            </th>
            <th scope="col" className="px-2 py-1.5 text-right font-medium">
              Follows
            </th>
            <th scope="col" className="py-1.5 pl-2 text-right font-medium">
              Wrong
            </th>
          </tr>
        </thead>
        <tbody>
          {sections.map((section) => (
            <tr key={section.title} className="border-b border-slate-100 dark:border-slate-800">
              <th scope="row" className="py-1.5 pr-3 text-left font-medium">
                {section.title}
              </th>
              <td className="tabular px-2 py-1.5 text-right text-emerald-800 dark:text-emerald-300">
                {section.right}
              </td>
              <td className="tabular px-2 py-1.5 text-right text-sky-800 dark:text-sky-200">
                {section.follows}
              </td>
              <td className="tabular py-1.5 pl-2 text-right text-red-700 dark:text-red-300">
                {section.wrong}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// A sectioned grid's line-item column has a set width, so that a working line's rule can stick beside it.
const LABEL_WIDTH = "[--label-w:7.5rem] sm:[--label-w:12rem]";
const FIXED_LABEL = "w-(--label-w) min-w-(--label-w) max-w-(--label-w)";
// Otherwise the line items keep to one line from the small breakpoint.
const labelWidth = (fixed: boolean) => (fixed ? FIXED_LABEL : "sm:whitespace-nowrap");

// Sticky cells need an opaque background: the same shade as the shaded row over the card.
const ROW_LABEL_SHADED =
  "sticky left-0 z-10 bg-slate-50 px-2 py-2 text-left font-normal sm:px-3 dark:bg-[color-mix(in_oklab,var(--color-slate-800)_60%,var(--color-slate-900))] shadow-[inset_-1px_0_0_var(--color-slate-200)] dark:shadow-[inset_-1px_0_0_var(--color-slate-700)]";

/** A working line of a modelling test: read-only and ungraded, its rule written across the years. */
function WorkingRowView({ label, rule, span }: { label: string; rule: string; span: number }) {
  return (
    <tr className="border-b border-slate-200 bg-slate-50 text-slate-600 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
      <th scope="row" className={cn(ROW_LABEL_SHADED, FIXED_LABEL)}>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
          <span className="italic">{label}</span>
          <span className="rounded bg-slate-200 px-1.5 py-0.5 text-[0.6875rem] font-medium text-slate-700 not-italic dark:bg-slate-700 dark:text-slate-200">
            working
          </span>
        </span>
      </th>
      <td colSpan={span} className="p-0 italic">
        {/* Pinned beside the line items and as wide as the frame shows, so the rule reads whichever years are in view. */}
        <span className="sticky left-(--label-w) inline-block max-w-[calc(100cqw-var(--label-w))] px-2 py-2 sm:px-3">
          {rule}
        </span>
      </td>
    </tr>
  );
}

function GivenRowView({
  label,
  values,
  fixedLabel,
}: {
  label: string;
  values: readonly string[];
  fixedLabel: boolean;
}) {
  return (
    <tr className="border-b border-slate-200 bg-slate-50 text-slate-600 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
      <th scope="row" className={cn(ROW_LABEL_SHADED, labelWidth(fixedLabel))}>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5 sm:flex-nowrap">
          <span className="italic">{label}</span>
          <span className="rounded bg-slate-200 px-1.5 py-0.5 text-[0.6875rem] font-medium text-slate-700 not-italic dark:bg-slate-700 dark:text-slate-200">
            given
          </span>
        </span>
      </th>
      {values.map((text, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one cell per year column, in a fixed order.
        <td key={index} className="tabular px-2 py-2 pr-4 text-right italic">
          {text}
        </td>
      ))}
    </tr>
  );
}

function AnswerRowView({
  row,
  marks,
  openExplanations,
  explains,
  columns,
  renderCell,
  fixedLabel,
}: {
  row: YearlyRow;
  marks: ReadonlyMap<string, CheckedCell>;
  openExplanations: ReadonlySet<string>;
  explains: (mark: CheckedCell | undefined) => boolean;
  columns: number;
  renderCell: (cell: GridCell) => ReactNode;
  fixedLabel: boolean;
}) {
  const explained = row.cells.filter(
    (cell): cell is GridCell => cell !== undefined && explains(marks.get(cell.key)),
  );
  const anyOpen = explained.some((cell) => openExplanations.has(cell.key));
  return (
    <>
      <tr className="border-b border-slate-200 dark:border-slate-700">
        <th
          scope="row"
          className={cn(
            "sticky left-0 z-10 bg-white px-2 py-2 text-left font-medium sm:px-3 text-slate-800 dark:bg-slate-900 dark:text-slate-100 shadow-[inset_-1px_0_0_var(--color-slate-200)] dark:shadow-[inset_-1px_0_0_var(--color-slate-700)]",
            labelWidth(fixedLabel),
          )}
        >
          {row.label}
        </th>
        {row.cells.map((cell, index) => (
          <td
            // biome-ignore lint/suspicious/noArrayIndexKey: one cell per year column, in a fixed order.
            key={index}
            className="min-w-[6.25rem] px-1.5 py-1.5 align-top"
          >
            {cell ? renderCell(cell) : null}
          </td>
        ))}
      </tr>
      {explained.length > 0 && (
        <tr hidden={!anyOpen} className="border-b border-slate-200 dark:border-slate-700">
          <td colSpan={columns} className="p-0">
            {/* As wide as the scrolling frame and pinned to its left edge, so it reads without scrolling. */}
            <div className="sticky left-0 w-[100cqw] space-y-2 px-3 py-2">
              {explained.map((cell) => (
                <Explanation
                  key={cell.key}
                  cellKey={cell.key}
                  text={marks.get(cell.key)?.explanation ?? ""}
                  open={openExplanations.has(cell.key)}
                />
              ))}
            </div>
          </td>
        </tr>
      )}
    </>
  );
}

function Explanation({
  cellKey,
  text,
  open,
  className,
}: {
  cellKey: string;
  text: string;
  open: boolean;
  className?: string;
}) {
  return (
    <p
      id={cellIds(cellKey).explanation}
      hidden={!open}
      className={cn(
        "rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm leading-6 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100",
        className,
      )}
    >
      {text}
    </p>
  );
}
