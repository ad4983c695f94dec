import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** The credentials s3rver checks signatures against. */
export const s3rverCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** An S3-compatible server (s3rver, from npm) on a free port with one empty bucket. */
export async function startS3rver(bucket = 'media-bucket', opts: { listParts?: boolean } = {}) {
  const directory = mkdtempSync(path.join(tmpdir(), 'simmer-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = (await server.run()) as AddressInfo;
  const proxy = opts.listParts ? await startListPartsProxy(address.port, directory) : null;
  return {
    endpoint: `http://127.0.0.1:${proxy ? (proxy.address() as AddressInfo).port : address.port}`,
    bucket,
    directory,
    async close() {
      if (proxy) await new Promise((resolve) => proxy.close(resolve));
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const noSuchUpload = xml(
  '<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>',
);

/**
 * TEST-ONLY. s3rver implements multipart uploads but not ListParts (`GET ?uploadId=`) nor
 * AbortMultipartUpload (`DELETE ?uploadId=`), which `@tus/s3-store` needs to resume and to
 * terminate. This proxy answers those two from s3rver's own files (`<dir>/<bucket>/
 * ._S3rver_uploads/<uploadId>/` holds `key` and each part `N` with `N.md5` written once the
 * part is complete; see node_modules/s3rver/lib/stores/filesystem.js) and passes everything
 * else through untouched. Real S3, MinIO and the like implement both; production never uses it.
 */
async function startListPartsProxy(s3rverPort: number, directory: string) {
  const proxy = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://s3');
    const uploadId = url.searchParams.get('uploadId');
    if (
      uploadId &&
      !url.searchParams.has('partNumber') &&
      (req.method === 'GET' || req.method === 'DELETE')
    ) {
      const bucket = url.pathname.split('/')[1] ?? '';
      const dir = path.join(directory, bucket, '._S3rver_uploads', path.basename(uploadId));
      const answer =
        req.method === 'GET' ? listParts(bucket, uploadId, dir) : rm(dir, { recursive: true }).then(() => '');
      answer.then(
        (body) => {
          res.writeHead(body ? 200 : 204, { 'content-type': 'application/xml' }).end(body);
        },
        () => res.writeHead(404, { 'content-type': 'application/xml' }).end(noSuchUpload),
      );
      req.resume();
      return;
    }
    const upstream = http.request(
      { host: '127.0.0.1', port: s3rverPort, method: req.method, path: req.url, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.on('error', () => upstream.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return proxy;
}

/** A ListPartsResult of the parts s3rver has completely received, in order. */
async function listParts(bucket: string, uploadId: string, dir: string): Promise<string> {
  const key = await readFile(path.join(dir, 'key'), 'utf8');
  const names = await readdir(dir);
  const numbers = names
    .filter((n) => /^\d+$/.test(n) && names.includes(`${n}.md5`))
    .map(Number)
    .sort((a, b) => a - b);
  const parts = await Promise.all(
    numbers.map(async (n) => {
      const [s, md5] = await Promise.all([
        stat(path.join(dir, String(n))),
        readFile(path.join(dir, `${n}.md5`), 'utf8'),
      ]);
      return `<Part><PartNumber>${n}</PartNumber><LastModified>${s.mtime.toISOString()}</LastModified><ETag>"${md5.trim()}"</ETag><Size>${s.size}</Size></Part>`;
    }),
  );
  return xml(
    `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId><PartNumberMarker>0</PartNumberMarker><NextPartNumberMarker>${numbers.at(-1) ?? 0}</NextPartNumberMarker><MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
  );
}
