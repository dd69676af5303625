// The file store on an S3-compatible object store (AWS S3, MinIO, R2 …), when S3_BUCKET is set.
import fs from "node:fs";
import type { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import type { S3Settings } from "../../config";
import { checkKey, FileStoreUnavailable, type FileStore } from "./store";

type SdkError = { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };
const statusOf = (error: unknown) => (error as SdkError).$metadata?.httpStatusCode;

/** No answer at all (refused, reset, timed out) or the store's own failure (5xx). */
function unreachable(error: unknown) {
  const status = statusOf(error);
  if (status !== undefined) return status >= 500;
  const { code, name } = error as SdkError;
  return Boolean(code && /^(ECONN|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|UND_ERR)/.test(code)) || name === "TimeoutError";
}

/** The SDK is loaded with the first S3 store (a fifth of a second): the DATA_DIR default never pays for it. */
async function connect(settings: S3Settings) {
  const sdk = await import("@aws-sdk/client-s3");
  const client: S3Client = new sdk.S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    // Checksums only where S3 requires them: S3-compatible servers do not all check the newer ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // A store that does not answer fails the request in seconds (503), not after minutes.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
  });
  return { sdk, client };
}

export function createS3Store(settings: S3Settings): FileStore {
  let connecting: ReturnType<typeof connect> | undefined;
  const s3 = () => (connecting ??= connect(settings));
  const Bucket = settings.bucket;
  // Every call: a missing object is the caller's answer (404 → null), an unreachable store a 503.
  const send = async <T>(call: () => Promise<T>, whenMissing?: () => T): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (whenMissing && statusOf(error) === 404) return whenMissing();
      if (unreachable(error)) throw new FileStoreUnavailable(error);
      throw error;
    }
  };

  const getObject = async (key: string, IfNoneMatch?: string) => {
    const { sdk, client } = await s3();
    return send(
      () => client.send(new sdk.GetObjectCommand({ Bucket, Key: checkKey(key), IfNoneMatch })),
      () => null,
    );
  };

  return {
    async put(key, body, contentType) {
      const Key = checkKey(key);
      // A stream needs its length up front (PutObject is one request, not a multipart upload).
      const payload = Buffer.isBuffer(body)
        ? { Body: body }
        : { Body: fs.createReadStream(body.file), ContentLength: (await fs.promises.stat(body.file)).size };
      const { sdk, client } = await s3();
      await send(() => client.send(new sdk.PutObjectCommand({ Bucket, Key, ContentType: contentType, ...payload })));
    },
    async get(key, opts = {}) {
      const ifNoneMatch = opts.ifNoneMatch;
      try {
        const found = await getObject(key, ifNoneMatch);
        if (!found) return null;
        // The object's own ETag: the same from every API instance, unlike a file's mtime.
        return { notModified: false, body: found.Body as Readable, size: found.ContentLength ?? 0, etag: found.ETag ?? "", lastModified: found.LastModified };
      } catch (error) {
        if (ifNoneMatch && statusOf(error) === 304) return { notModified: true, etag: ifNoneMatch };
        throw error;
      }
    },
    async read(key) {
      const found = await getObject(key);
      return found ? Buffer.from(await send(() => found.Body!.transformToByteArray())) : null;
    },
    async exists(key) {
      const Key = checkKey(key);
      const { sdk, client } = await s3();
      return send(
        () => client.send(new sdk.HeadObjectCommand({ Bucket, Key })).then(() => true),
        () => false,
      );
    },
    async remove(key) {
      const Key = checkKey(key);
      const { sdk, client } = await s3();
      await send(() => client.send(new sdk.DeleteObjectCommand({ Bucket, Key })));
    },
  };
}
