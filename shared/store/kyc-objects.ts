import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../config';
import { KYC_OBJECT_PREFIX, KYC_SUBMITTED_PREFIX, KYC_UPLOAD_PREFIX } from '../constants';
import { traceClient } from '../tracing';

/**
 * The KYC documents bucket (infra/data-stack.ts): presigned POSTs for the browser's upload, the
 * submission's pinned copies, and presigned GETs for the operator's review. Locally fauxqs serves
 * S3 on its SQS endpoint, path style (no bucket subdomain to resolve), and local/s3-post.ts adds
 * the browser POST upload and the copy precondition it lacks.
 */
let s3Client: S3Client | undefined;

function s3(): S3Client {
  if (s3Client === undefined) {
    const { region, s3Endpoint } = config();
    s3Client = traceClient(
      new S3Client({
        region,
        // Without this the SDK adds checksums no browser upload or emulator expects.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        ...(s3Endpoint
          ? {
              endpoint: s3Endpoint,
              forcePathStyle: true,
              credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
            }
          : {}),
      }),
    );
  }
  return s3Client;
}

function bucket(): string {
  const name = config().kycBucket;
  if (name === undefined) throw new Error('KYC_BUCKET is not set: this function has no KYC documents bucket');
  return name;
}

/** `kyc/uploads/<merchant_id>/<document_id>`: the one key a document's presigned POST may write. */
export const kycUploadKey = (merchantId: string, documentId: string): string =>
  `${KYC_UPLOAD_PREFIX}${merchantId}/${documentId}`;

/** Where documents created before uploads went through a POST were PUT: `kyc/<merchant_id>/<document_id>`. */
export const kycLegacyObjectKey = (merchantId: string, documentId: string): string =>
  `${KYC_OBJECT_PREFIX}${merchantId}/${documentId}`;

/**
 * `kyc/submitted/<merchant_id>/<document_id>/<etag>`: the copy a submission pins, named by the
 * ETag of the upload it copied, so concurrent submissions of the same bytes write the same key.
 */
export const kycPinnedKey = (merchantId: string, documentId: string, etag: string): string =>
  `${KYC_SUBMITTED_PREFIX}${merchantId}/${documentId}/${etag.replace(/[^A-Za-z0-9-]/g, '')}`;

/** One version of an object: the version S3 gave it (none locally: fauxqs keeps no versions). */
export interface ObjectVersion {
  key: string;
  versionId?: string;
}

export interface PresignedUpload {
  url: string;
  /** The form fields to send before the file (the policy, its signature, the key, the Content-Type). */
  fields: Record<string, string>;
}

/**
 * A presigned POST of one document's upload key. Its policy (checked by S3 when the form is
 * posted) names the key, requires the declared Content-Type and caps the file at `maxBytes`:
 * S3 answers 403 to another key or type and 400 EntityTooLarge to a larger file.
 */
export function presignedUploadPost(
  key: string,
  contentType: string,
  maxBytes: number,
  expiresInSeconds: number,
): Promise<PresignedUpload> {
  return createPresignedPost(s3(), {
    Bucket: bucket(),
    Key: key,
    Fields: { 'Content-Type': contentType },
    Conditions: [
      ['eq', '$Content-Type', contentType],
      ['content-length-range', 1, maxBytes],
    ],
    Expires: expiresInSeconds,
  });
}

/** A GET URL of one version of a document's object, for an operator reviewing a submission. */
export function presignedDownload(object: ObjectVersion, expiresInSeconds: number): Promise<string> {
  return getSignedUrl(s3(), new GetObjectCommand({ Bucket: bucket(), Key: object.key, VersionId: object.versionId }), {
    expiresIn: expiresInSeconds,
  });
}

export interface StoredObject {
  sizeBytes: number;
  contentType: string | undefined;
  etag: string;
  versionId?: string;
}

const statusOf = (error: unknown): number | undefined =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** The object's (or its version's) size, content type and ETag, or undefined when there is none. */
export async function headObject(object: ObjectVersion): Promise<StoredObject | undefined> {
  try {
    const head = await s3().send(
      new HeadObjectCommand({ Bucket: bucket(), Key: object.key, VersionId: object.versionId }),
    );
    return {
      sizeBytes: head.ContentLength ?? 0,
      contentType: head.ContentType,
      etag: head.ETag ?? '',
      ...(head.VersionId ? { versionId: head.VersionId } : {}),
    };
  } catch (error) {
    if ((error as { name?: string }).name === 'NotFound' || statusOf(error) === 404) return undefined;
    throw error;
  }
}

/**
 * Copies `sourceKey` to `targetKey` only while the source's ETag is still `etag` (S3's
 * x-amz-copy-source-if-match): `changed` when it was replaced or removed meanwhile. The copy's
 * version (in a versioned bucket) is what a submission pins.
 */
export async function copyIfUnchanged(
  sourceKey: string,
  etag: string,
  targetKey: string,
): Promise<ObjectVersion | 'changed'> {
  try {
    const copied = await s3().send(
      new CopyObjectCommand({
        Bucket: bucket(),
        Key: targetKey,
        CopySource: `${bucket()}/${sourceKey}`,
        CopySourceIfMatch: etag,
        MetadataDirective: 'COPY',
      }),
    );
    return { key: targetKey, ...(copied.VersionId ? { versionId: copied.VersionId } : {}) };
  } catch (error) {
    const status = statusOf(error);
    if (status === 412 || status === 404) return 'changed';
    throw error;
  }
}

/** Deletes an upload (in a versioned bucket a delete marker; the lifecycle rule removes the rest). */
export async function deleteUpload(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}

/** Writes a whole object (an asynchronous report's file, under REPORT_OBJECT_PREFIX). */
export async function putObject(key: string, body: Uint8Array | string, contentType: string): Promise<void> {
  await s3().send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType }));
}

/** Tests point the store at another client. */
export function setS3Client(client: S3Client | undefined): void {
  s3Client = client;
}
