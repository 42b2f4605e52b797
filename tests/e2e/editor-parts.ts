// The content editor's folded parts, opened as the trainer opens them: by a
// tap on the heading that names them.
import { expect, type Locator, type Page } from "@playwright/test";

async function unfold(details: Locator) {
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) await details.locator(":scope > summary").click();
  await expect(details).toHaveAttribute("open", "");
}

/** A part of a section's editor ("Pakiety i ceny"), opened; its fields are found inside it. */
export async function openPart(page: Page, title: string | RegExp): Promise<Locator> {
  const part = page
    .locator("details.editor-part:not(.editor-item-part)")
    .filter({ has: page.locator(":scope > summary .editor-part-title", { hasText: title }) });
  await unfold(part);
  return part;
}

/** An item of a folded list, opened, by the words of its folded line ("Pakiet 8 treningów — 1040 zł"). */
export async function openItem(scope: Locator, line: string | RegExp): Promise<Locator> {
  const item = scope.locator("details.editor-item-part").filter({ has: scope.page().locator(":scope > summary", { hasText: line }) });
  await unfold(item);
  return item;
}

/** The n-th item of a folded list (from 0), opened. */
export async function openItemAt(scope: Locator, index: number): Promise<Locator> {
  const item = scope.locator("details.editor-item-part").nth(index);
  await unfold(item);
  return item;
}

/** An item's "Zaawansowane" (its identifier in addresses), opened. */
export async function openAdvanced(item: Locator): Promise<Locator> {
  const advanced = item.locator("details.editor-advanced");
  await unfold(advanced);
  return advanced;
}
