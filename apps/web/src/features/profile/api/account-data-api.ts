import type { BodyIn } from '@simmer/contracts';
import { endpoints } from '@simmer/contracts';
import { call } from '../../../lib/api';
import { dayInputValue } from '../../../lib/format';

const e = endpoints.accountData;

/** Hands a downloaded archive to the browser as a file. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // The browser has taken the file once the click's task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const today = () => dayInputValue(new Date());

/** Downloads the signed-in member's data archive. */
export async function downloadMyData() {
  saveFile(await call(e.exportMine), `my-data-${today()}.zip`);
}

export const deleteMyAccount = (body: BodyIn<typeof e.deleteMine>) => call(e.deleteMine, { body });
