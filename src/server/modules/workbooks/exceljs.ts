import type { Workbook } from "exceljs";

// exceljs takes over half a second of CPU to load: it is loaded on the first workbook asked for, not at
// start-up (docs/architecture.md#quality-bars: a restart serves within 3 s).
let loading: Promise<typeof import("exceljs")> | undefined;

/** A new, empty exceljs workbook. */
export async function newWorkbook(): Promise<Workbook> {
  loading ??= import("exceljs").then((module) => ("default" in module ? module.default : module));
  const excel = await loading;
  return new excel.Workbook();
}
