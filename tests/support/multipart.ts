// A multipart/form-data body as a browser's FormData sends it, for app.inject.

export interface FilePart {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** The body and its Content-Type header: text fields as they are, files with their name and type. */
export function multipartBody(fields: Record<string, string | FilePart>): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----heartland${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType}\r\n\r\n`,
        ),
        value.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
