// The text of a PDF as a viewer would show it, for tests of the labels and invoices pdfkit writes.
import { inflateSync } from 'node:zlib';

/**
 * pdfkit writes each run of text as hex strings in TJ arrays of (compressed) content streams; glyphs
 * of the standard fonts are Windows-1252 bytes. Runs are joined by new lines.
 */
export function pdfTextContent(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const runs: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      runs.push([...tj[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''));
    }
  }
  return runs.join('\n');
}
