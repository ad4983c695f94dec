import { z } from 'zod';

/**
 * The archive (decision 740), one tar file read front to back:
 *
 *   manifest.json          this manifest (format, migration, tables with row counts and SHA-256)
 *   files/<name>           installation files of the data folder (Web Push keys)
 *   media/<key>            every stored media object, byte for byte
 *   media-index.json       each media key with its size and SHA-256 (known once the bytes passed)
 *   db/<schema>.<table>.ndjson   one JSON object per row, tables in foreign-key order
 */
export const formatVersion = 1;

export const ManifestSchema = z.object({
  format: z.literal(formatVersion),
  product: z.literal('simmer'),
  createdAt: z.string(),
  database: z.enum(['pglite', 'postgres']),
  storage: z.enum(['local', 's3']),
  /** The last migration applied to the database the rows were read from. */
  migration: z.object({ when: z.number(), tag: z.string().nullable() }),
  tables: z.array(
    z.object({
      schema: z.string(),
      name: z.string(),
      columns: z.array(z.string()),
      rows: z.number().int().min(0),
      sha256: z.string(),
    }),
  ),
  sequences: z.array(z.object({ schema: z.string(), name: z.string(), value: z.string().nullable() })),
  files: z.array(z.string()),
});
export type Manifest = z.infer<typeof ManifestSchema>;

export const MediaIndexSchema = z.array(z.object({ key: z.string(), size: z.number(), sha256: z.string() }));
export type MediaIndex = z.infer<typeof MediaIndexSchema>;

export const tableEntry = (t: { schema: string; name: string }) => `db/${t.schema}.${t.name}.ndjson`;

/** Files of the data folder an installation needs back (keys subscribers' browsers know). */
export const installationFiles = ['vapid.json'];

export interface BackupSummary {
  file: string;
  tables: number;
  rows: number;
  mediaFiles: number;
  mediaBytes: number;
}
