/** What the CLI needs from its process, so tests can run main() in-process with fake streams. */

export interface OutputStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface CliIo {
  stdout: OutputStream;
  stderr: OutputStream;
  env: Record<string, string | undefined>;
  cwd: string;
}

/** Colour only on a terminal, and never when NO_COLOR is set to anything non-empty (no-color.org). */
export function useColor(stream: OutputStream, env: CliIo["env"]): boolean {
  return stream.isTTY === true && !env.NO_COLOR;
}

export interface Painter {
  red(text: string): string;
  yellow(text: string): string;
  cyan(text: string): string;
  bold(text: string): string;
  dim(text: string): string;
}

const ansi = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`;
const plain = (text: string) => text;

export function painter(enabled: boolean): Painter {
  return enabled
    ? { red: ansi(31, 39), yellow: ansi(33, 39), cyan: ansi(36, 39), bold: ansi(1, 22), dim: ansi(2, 22) }
    : { red: plain, yellow: plain, cyan: plain, bold: plain, dim: plain };
}
