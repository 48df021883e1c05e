import type { Page } from "playwright-core";

/** Clicks 'Validate Answers' on a grid with empty cells, and 'Validate anyway' when asked. */
export async function validateAnyway(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Validate Answers" }).click();
  await page
    .getByRole("dialog", { name: "Validate with empty cells?" })
    .getByRole("button", { name: "Validate anyway" })
    .click();
}
