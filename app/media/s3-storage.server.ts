// The S3 storage driver (AWS S3 or any S3-compatible server: MinIO, Ceph, R2…), for running several
// app servers that must all see the same uploads. `/media/*` still streams through the app, so image
// URLs are the same whichever driver is in use.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { assertSafeKey, isSafeKey, type Storage } from "./storage.server";

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** An S3-compatible server's URL; omitted for AWS itself. */
  endpoint?: string;
  /** Without a key pair the SDK's default chain applies (AWS_* variables, instance or task role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `http://host/bucket/key` instead of `http://bucket.host/key` (most self-hosted servers). */
  forcePathStyle?: boolean;
}

export function createS3Storage(config: S3StorageConfig): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where an operation demands them: several S3-compatible servers reject the
    // SDK's newer default (CRC32 on every upload).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = config.bucket;
  return {
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async putFile(key, file, contentType) {
      assertSafeKey(key);
      // One PutObject streamed from disk; the length up front, since a stream's cannot be known.
      const { size } = await stat(file);
      const Body = createReadStream(file);
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body, ContentLength: size, ContentType: contentType }));
      } finally {
        Body.destroy();
      }
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        // NoSuchKey, or a bare 404 from servers that answer without an error body.
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key })); // S3 answers 204 for a missing key too
    },
    close() {
      client.destroy();
    },
  };
}
