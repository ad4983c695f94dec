import path from 'node:path';
import type { Config } from '../../config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { Storage } from './storage';

export { sendStored } from './serve';
export type { Storage, StoredObject } from './storage';
export { contentTypeOf, newKey } from './storage';

/** The route public keys are served from when no CDN address is configured. */
export const filesRoute = '/v1/media/files';

export function createStorage(config: Config): Storage {
  const apiFiles = `${filesRoute}`;
  if (config.MEDIA_STORAGE === 's3') {
    const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
    if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
      throw new Error(
        'MEDIA_STORAGE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY to be set.',
      );
    }
    return createS3Storage({
      endpoint: S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: S3_BUCKET,
      credentials: { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY },
      pathStyle: config.S3_FORCE_PATH_STYLE,
      publicBase: config.S3_PUBLIC_URL?.replace(/\/$/, '') ?? apiFiles,
    });
  }
  return createLocalStorage({ root: path.join(config.dataDir, 'media'), publicBase: apiFiles });
}
