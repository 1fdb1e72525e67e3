// The data version this tab must read at least (decision 011): a save's answer names the data
// version it committed (the x-data-version header); every later request names it back, so the
// organiser sees the save on the next load whichever instance answers. One object with an
// explicit API, used by api-client.ts, instead of a variable hidden in that module.
import { DATA_VERSION_HEADER } from '@clubelf/contract/paths';

export class SeenDataVersion {
  #version: number | null = null;

  /** The newest data version an answer named; null before any save. */
  get current(): number | null {
    return this.#version;
  }

  /** Keeps the data version `headers` name when it is newer than the one kept. */
  noteAnswer(headers: Headers): void {
    const named = Number(headers.get(DATA_VERSION_HEADER));
    if (Number.isSafeInteger(named) && named > (this.#version ?? 0)) this.#version = named;
  }
}

/** This tab's: noted from every answer, named on every request (api-client.ts). */
export const seenDataVersion = new SeenDataVersion();
