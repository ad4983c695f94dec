/** A file part: bytes alone are sent as `<field>.png` of type image/png. */
export type FilePart = Buffer | { name: string; type: string; data: Buffer };

/**
 * A multipart/form-data body from text fields and files, for `app.inject()`: spread `request`
 * into the inject options, or use `contentType` and `body`.
 */
export function multipartBody(fields: Record<string, string>, files: Record<string, FilePart> = {}) {
  const boundary = `----simmer${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const [name, part] of Object.entries(files)) {
    const file = Buffer.isBuffer(part) ? { name: `${name}.png`, type: 'image/png', data: part } : part;
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const contentType = `multipart/form-data; boundary=${boundary}`;
  const body = Buffer.concat(parts);
  return { contentType, body, request: { headers: { 'content-type': contentType }, payload: body } };
}
