import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../config';
import { KYC_OBJECT_PREFIX } from '../constants';
import { traceClient } from '../tracing';

/**
 * The KYC documents bucket (infra/data-stack.ts): presigned URLs for the browser's upload and the
 * operator's download, and HeadObject for the submit route's checks. Locally fauxqs serves S3 on
 * its SQS endpoint, path style (no bucket subdomain to resolve).
 */
let s3Client: S3Client | undefined;

function s3(): S3Client {
  if (s3Client === undefined) {
    const { region, s3Endpoint } = config();
    s3Client = traceClient(
      new S3Client({
        region,
        // Without this the SDK adds a CRC32 checksum of an empty body to a presigned PUT, which any real upload fails.
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

/** `kyc/<merchant_id>/<document_id>`: the grants allow `kyc/*` only, and a merchant's documents share a prefix. */
export const kycObjectKey = (merchantId: string, documentId: string): string =>
  `${KYC_OBJECT_PREFIX}${merchantId}/${documentId}`;

/**
 * A PUT URL of one document's object, signed with its content type: S3 refuses an upload whose
 * Content-Type header differs (SignatureDoesNotMatch). Its size cannot be capped in a presigned PUT;
 * the submission checks it.
 */
export function presignedUpload(key: string, contentType: string, expiresInSeconds: number): Promise<string> {
  const command = new PutObjectCommand({ Bucket: bucket(), Key: key, ContentType: contentType });
  return getSignedUrl(s3(), command, { expiresIn: expiresInSeconds, signableHeaders: new Set(['content-type']) });
}

/** A GET URL of one document's object, for an operator reviewing a submission. */
export function presignedDownload(key: string, expiresInSeconds: number): Promise<string> {
  return getSignedUrl(s3(), new GetObjectCommand({ Bucket: bucket(), Key: key }), { expiresIn: expiresInSeconds });
}

export interface StoredObject {
  sizeBytes: number;
  contentType: string | undefined;
}

/** The object's size and content type, or undefined when nothing was uploaded under the key. */
export async function headObject(key: string): Promise<StoredObject | undefined> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return { sizeBytes: head.ContentLength ?? 0, contentType: head.ContentType };
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if ((error as { name?: string }).name === 'NotFound' || status === 404) return undefined;
    throw error;
  }
}

/** Tests point the store at another client. */
export function setS3Client(client: S3Client | undefined): void {
  s3Client = client;
}
