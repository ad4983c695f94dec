import { FileStore } from '@tus/file-store';
import type { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/server';
import type { AppContext } from '../../context';
import { lazily } from '../../lib/lazily';
import { localMediaRoot, s3Settings } from '../../platform/storage';
import { s3ClientConfig } from '../../platform/storage/s3';

/** S3 wants at least 5 MiB per part but the last; the storage adapter uses 8 MiB too. */
const partSize = 8 * 1024 * 1024;

const stores = new WeakMap<AppContext, DataStore>();

/** tus's S3 store, loaded when MEDIA_STORAGE=s3 first takes an upload, not with the server. */
const s3StoreLib = lazily<{ S3Store: typeof S3Store }>('@tus/s3-store');

/**
 * The S3 store keeps each upload's description in a per-process memory cache by default, so a
 * process would still answer for an upload that another process ended. Every request reads
 * the description from the bucket instead (one small GET), which holds across processes.
 */
const noCache = {
  get: async () => undefined,
  set: async () => {},
  delete: async () => {},
};

/**
 * Where tus writes an upload, keyed by the storage key of its original
 * (`uploads/<assetId>/original`): the local media folder on the embedded default (shared by
 * the processes of one machine), the bucket on S3. A finished upload is already in place.
 */
export function tusStore(ctx: AppContext): DataStore {
  let store = stores.get(ctx);
  if (!store) {
    if (ctx.config.MEDIA_STORAGE === 's3') {
      const s3 = s3Settings(ctx.config);
      store = new (s3StoreLib().S3Store)({
        partSize,
        cache: noCache,
        s3ClientConfig: { ...s3ClientConfig(s3), bucket: s3.bucket },
      });
    } else {
      store = new FileStore({ directory: localMediaRoot(ctx.config) });
    }
    // Every upload declares its size up front: the per-member quota counts declared bytes.
    store.extensions = store.extensions.filter((e) => e !== 'creation-defer-length');
    stores.set(ctx, store);
  }
  return store;
}
