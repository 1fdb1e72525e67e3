// Reads a password from the terminal without echoing it; from a pipe, reads plain lines (so
// scripts and tests can feed it).
import { createInterface } from 'node:readline';

export interface LineSource {
  /** The next line, or null when the input has ended. */
  next(prompt: string): Promise<string | null>;
  close(): void;
}

/** Reads from a non-terminal input, one line per question. */
export function pipedLines(
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
): LineSource {
  const lines = createInterface({ input, terminal: false })[Symbol.asyncIterator]();
  return {
    async next(prompt) {
      output.write(prompt);
      const line = await lines.next();
      output.write('\n');
      return line.done ? null : line.value;
    },
    close: () => void lines.return?.(),
  };
}

/** Reads from the terminal in raw mode: nothing typed is shown. */
export function hiddenTerminalInput(
  input: NodeJS.ReadStream,
  output: NodeJS.WritableStream,
): LineSource {
  return {
    next(prompt) {
      output.write(prompt);
      return new Promise((resolve) => {
        let value = '';
        const finish = (result: string | null) => {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          output.write('\n');
          resolve(result);
        };
        const onData = (chunk: Buffer) => {
          for (const char of chunk.toString('utf8')) {
            if (char === '\r' || char === '\n') return finish(value);
            if (char === '\u0003' || char === '\u0004') return finish(null); // Ctrl-C, Ctrl-D
            if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
            else if (char >= ' ') value += char;
          }
        };
        input.setRawMode(true);
        input.resume();
        input.on('data', onData);
      });
    },
    close: () => undefined,
  };
}

export function passwordInput(): LineSource {
  return process.stdin.isTTY
    ? hiddenTerminalInput(process.stdin, process.stdout)
    : pipedLines(process.stdin, process.stdout);
}
