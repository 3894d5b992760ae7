import { expect, type Page } from '@playwright/test';

/**
 * Shows one course on the staff tee sheet, as the desk does with the toolbar's course checkboxes
 * (several courses can stand side by side; this leaves only `course`). Works in any language: the
 * boxes are found by the course's name. A club with one course has no boxes and nothing is done.
 */
export async function showOnlyCourse(page: Page, course: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const target = page.getByRole('checkbox', { name: course, exact: true });
  if ((await target.count()) === 0) return;
  const boxes = target.locator('xpath=ancestor::fieldset[1]').getByRole('checkbox');
  /** The names of the other courses shown now (each box's label). */
  const checkedOthers = async (): Promise<string[]> => {
    const names: string[] = [];
    for (const box of await boxes.all()) {
      if (!(await box.isChecked())) continue;
      const name = await box.evaluate(
        (el) => (el as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? '',
      );
      if (name !== course) names.push(name);
    }
    return names;
  };
  // The boxes follow the address (?courses=), a moment after the click: click, then wait.
  const setBox = async (name: string, on: boolean) => {
    const box = page.getByRole('checkbox', { name, exact: true });
    await box.click();
    await (on ? expect(box).toBeChecked() : expect(box).not.toBeChecked());
  };
  // At most a few courses stand side by side: leave one other, add the course, then remove it.
  const others = await checkedOthers();
  for (const name of others.slice(1)) await setBox(name, false);
  if (!(await target.isChecked())) await setBox(course, true);
  for (const name of others.slice(0, 1)) await setBox(name, false);
  await expect(page.getByRole('region', { name: course, exact: true })).toBeVisible();
}
