import { Key, type WebElement } from 'selenium-webdriver';
import type { Phone } from './webkit-fixtures';

/**
 * A paste as the customer makes one: the text copied with the keyboard from a box of its own
 * (to the display's clipboard), then Ctrl+V in the field, so WebKit itself delivers the paste
 * event and, where the page lets it, inserts the text: over the field's whole text when
 * `replacing`, at the caret otherwise.
 */
export async function paste(phone: Phone, field: WebElement, text: string, { replacing = false } = {}): Promise<void> {
  await phone.driver.executeScript(
    `const copied = document.createElement('textarea');
     copied.id = 'copied-elsewhere';
     copied.value = arguments[0];
     document.body.append(copied);
     copied.select();`,
    text,
  );
  await phone.driver.actions().keyDown(Key.CONTROL).sendKeys('c').keyUp(Key.CONTROL).perform();
  await phone.driver.executeScript(
    "document.getElementById('copied-elsewhere').remove(); arguments[0].focus(); if (arguments[1]) arguments[0].select();",
    field,
    replacing,
  );
  await phone.driver.actions().keyDown(Key.CONTROL).sendKeys('v').keyUp(Key.CONTROL).perform();
}
