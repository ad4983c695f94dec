import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { lazily } from '../../lib/lazily';
import { type ByteRange, contentTypeOf, isSafeKey, type Storage, type StoredObject } from './storage';

/** The AWS SDK, loaded when MEDIA_STORAGE=s3 first makes a client, not with the server. */
const s3Lib = lazily<typeof import('@aws-sdk/client-s3')>('@aws-sdk/client-s3');
const uploadLib = lazily<typeof import('@aws-sdk/lib-storage')>('@aws-sdk/lib-storage');

export interface S3Options {
  endpoint: string;
  region: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** Path-style (`endpoint/bucket/key`), as MinIO and most S3-compatible stores want. */
  pathStyle: boolean;
  /** CDN or bucket address browsers use for public keys; defaults to the API's own file route. */
  publicBase: string;
}

/** Parts of a multipart upload; S3 wants at least 5 MiB per part but the last. */
const PART_SIZE = 8 * 1024 * 1024;

const missing = (err: unknown) =>
  err instanceof s3Lib().S3ServiceException &&
  (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound');

/** Makes an S3 error say which call failed and with which status. */
function explain(what: string) {
  return (err: unknown): never => {
    if (err instanceof s3Lib().S3ServiceException) {
      throw new Error(
        `S3 ${what} failed with ${err.$metadata.httpStatusCode ?? '?'} ${err.name}: ${err.message}`,
      );
    }
    throw err;
  };
}

/** The S3 client settings of the store: a few retries with back-off and bounded connect and request times. */
export function s3ClientConfig(opts: Omit<S3Options, 'bucket' | 'publicBase'>): S3ClientConfig {
  return {
    endpoint: opts.endpoint,
    region: opts.region,
    credentials: opts.credentials,
    forcePathStyle: opts.pathStyle,
    maxAttempts: 4,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 120_000 },
    // Checksums in trailers are not understood by every S3-compatible store.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

export function createS3Client(opts: Omit<S3Options, 'bucket' | 'publicBase'>) {
  return new (s3Lib().S3Client)(s3ClientConfig(opts));
}

/** S3-compatible storage through the AWS SDK; files go up as multipart uploads. */
export function createS3Storage(opts: S3Options): Storage {
  const client = createS3Client(opts);
  const Bucket = opts.bucket;
  const safe = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return key;
  };

  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client
        .send(
          new (s3Lib().PutObjectCommand)({ Bucket, Key: safe(key), Body: body, ContentType: contentType }),
        )
        .catch(explain(`PUT ${key}`));
    },
    async putFile(key, filePath, contentType, o = {}) {
      const upload = new (uploadLib().Upload)({
        client,
        params: { Bucket, Key: safe(key), Body: createReadStream(filePath), ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: 4,
        leavePartsOnError: false,
      });
      await upload.done().catch(explain(`upload of ${key}`));
      if (o.move) await rm(filePath, { force: true });
    },
    async stat(key): Promise<StoredObject | null> {
      try {
        const head = await client.send(new (s3Lib().HeadObjectCommand)({ Bucket, Key: safe(key) }));
        return {
          size: head.ContentLength ?? 0,
          contentType: head.ContentType ?? contentTypeOf(key),
          etag: head.ETag ?? '',
          lastModified: head.LastModified ?? new Date(0),
        };
      } catch (err) {
        if (missing(err)) return null;
        return explain(`HEAD ${key}`)(err);
      }
    },
    async read(key, range?: ByteRange) {
      try {
        const res = await client.send(
          new (s3Lib().GetObjectCommand)({
            Bucket,
            Key: safe(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return res.Body as Readable;
      } catch (err) {
        if (missing(err)) return null;
        return explain(`GET ${key}`)(err);
      }
    },
    async copy(fromKey, toKey) {
      await client
        .send(
          new (s3Lib().CopyObjectCommand)({
            Bucket,
            Key: safe(toKey),
            CopySource: `${Bucket}/${encodeURI(safe(fromKey))}`,
          }),
        )
        .catch(explain(`COPY ${fromKey}`));
    },
    async delete(key) {
      await client.send(new (s3Lib().DeleteObjectCommand)({ Bucket, Key: safe(key) })).catch((err) => {
        if (!missing(err)) explain(`DELETE ${key}`)(err);
      });
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client
          .send(new (s3Lib().ListObjectsV2Command)({ Bucket, ContinuationToken }))
          .catch(explain('LIST'));
        for (const o of page.Contents ?? []) {
          if (o.Key && isSafeKey(o.Key)) yield { key: o.Key, size: o.Size ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    publicUrl(key) {
      return `${opts.publicBase}/${key}`;
    },
  };
}
