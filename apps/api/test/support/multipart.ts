import type { TestApp } from './harness.ts';

/** A multipart/form-data body, as a browser's FormData sends it. */
export function formData(
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
    parts.push(Buffer.from(head), file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function upload(t: TestApp, url: string, token: string, form: ReturnType<typeof formData>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
  });
}
