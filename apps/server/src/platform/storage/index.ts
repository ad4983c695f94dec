import path from 'node:path';
import type { Config } from '../../config';
import { createLocalStorage } from './local';
import { createS3Storage, type S3Options } from './s3';
import type { Storage } from './storage';

export { sendStored } from './serve';
export type { Storage, StoredObject } from './storage';
export { contentTypeOf, newKey } from './storage';

/** The route public keys are served from when no CDN address is configured. */
export const filesRoute = '/v1/media/files';

/** Where the embedded store keeps media (and where tus writes uploads, decision 404). */
export const localMediaRoot = (config: Config) => path.join(config.dataDir, 'media');

/** The S3 settings of MEDIA_STORAGE=s3, shared by the storage adapter and the tus store. */
export function s3Settings(config: Config): Omit<S3Options, 'publicBase'> {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new Error(
      'MEDIA_STORAGE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY to be set.',
    );
  }
  return {
    endpoint: S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: S3_BUCKET,
    credentials: { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY },
    pathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

export function createStorage(config: Config): Storage {
  const apiFiles = `${filesRoute}`;
  if (config.MEDIA_STORAGE === 's3') {
    return createS3Storage({
      ...s3Settings(config),
      publicBase: config.S3_PUBLIC_URL?.replace(/\/$/, '') ?? apiFiles,
    });
  }
  return createLocalStorage({ root: localMediaRoot(config), publicBase: apiFiles });
}
