import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * What fauxqs's S3 lacks that the KYC uploads rely on in AWS (docs/ARCHITECTURE.md, section 15):
 * the browser-based POST upload with its signed policy, and CopyObject's
 * x-amz-copy-source-if-match. Both are answered here, in front of fauxqs, the way S3 answers them,
 * so the local stack refuses what S3 refuses: a form whose signature does not match its policy, an
 * expired policy, a field the policy does not name or a condition it fails (403), a file outside
 * content-length-range (400 EntityTooLarge / EntityTooSmall), and a copy whose source changed (412).
 * fauxqs keeps no versions, so none are emulated: a pinned copy's own key is what keeps it locally.
 */

/** The most a form may carry here before it is refused unread (S3's own cap is the policy's content-length-range). */
const FORM_BYTES_MAX = 32 * 1024 * 1024;

export interface EmulatorCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

function s3Error(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  const escaped = message.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return reply
    .code(status)
    .header('content-type', 'application/xml')
    .send(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escaped}</Message></Error>`);
}

const hmac = (key: Buffer | string, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/** SigV4's signature of a POST policy: the policy's base64 text signed with the day's S3 signing key. */
export function postPolicySignature(
  secretAccessKey: string,
  shortDate: string,
  region: string,
  policy: string,
): string {
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, shortDate), region), 's3'), 'aws4_request');
  return hmac(signingKey, policy).toString('hex');
}

type Condition = Record<string, string> | [string, ...unknown[]];

/** A POST form as S3 reads it: field names without case, the file apart. */
interface PostForm {
  fields: Map<string, string>;
  file: File;
}

async function readForm(request: FastifyRequest): Promise<PostForm | 'too_large' | 'no_file'> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= FORM_BYTES_MAX) chunks.push(chunk);
  }
  if (size > FORM_BYTES_MAX) return 'too_large';
  const parsed = await new Response(Buffer.concat(chunks), {
    headers: { 'content-type': String(request.headers['content-type']) },
  }).formData();
  const fields = new Map<string, string>();
  let file: File | undefined;
  for (const [name, value] of parsed.entries()) {
    if (name.toLowerCase() === 'file' && typeof value !== 'string') file = value;
    else if (typeof value === 'string') fields.set(name.toLowerCase(), value);
  }
  return file === undefined ? 'no_file' : { fields, file };
}

/** Why the form's signature is not the policy's, or undefined when it is. */
function signatureProblem(fields: Map<string, string>, credentials: EmulatorCredentials): string | undefined {
  const policy = fields.get('policy') ?? '';
  const signature = fields.get('x-amz-signature') ?? '';
  if (fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256') return 'The algorithm is not AWS4-HMAC-SHA256';
  const [accessKeyId, shortDate, region, service, terminal] = (fields.get('x-amz-credential') ?? '').split('/');
  if (accessKeyId !== credentials.accessKeyId || service !== 's3' || terminal !== 'aws4_request')
    return 'The credential is not this emulator’s';
  const expected = Buffer.from(postPolicySignature(credentials.secretAccessKey, shortDate ?? '', region ?? '', policy));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return 'The request signature we calculated does not match the signature you provided';
  return undefined;
}

/** The value a condition's `$name` reads: the bucket from the URL, any other from the form. */
const fieldValue = (fields: Map<string, string>, bucket: string, name: string): string | undefined =>
  name === 'bucket' ? bucket : fields.get(name);

/** Whether one policy condition holds (content-length-range is the file's, checked apart). */
function holds(condition: Condition, fields: Map<string, string>, bucket: string): boolean {
  if (!Array.isArray(condition)) {
    const [name, value] = Object.entries(condition)[0] ?? [];
    return name !== undefined && fieldValue(fields, bucket, name.toLowerCase()) === value;
  }
  const [operator, target, value] = condition;
  if (operator.toLowerCase() === 'content-length-range') return true;
  if (typeof target !== 'string' || !target.startsWith('$') || typeof value !== 'string') return false;
  const actual = fieldValue(fields, bucket, target.slice(1).toLowerCase());
  if (actual === undefined) return false;
  if (operator.toLowerCase() === 'eq') return actual === value;
  if (operator.toLowerCase() === 'starts-with') return actual.startsWith(value);
  return false;
}

/** The field names a condition covers. */
function namesOf(condition: Condition): string[] {
  if (!Array.isArray(condition)) return Object.keys(condition).map((name) => name.toLowerCase());
  const target = condition[1];
  return typeof target === 'string' && target.startsWith('$') ? [target.slice(1).toLowerCase()] : [];
}

/** Fields S3 never asks a policy to name. */
const UNCONDITIONED = new Set(['x-amz-signature', 'file', 'policy']);

/**
 * S3's answer to a POST upload, or the object to store: the signature, the expiry, every condition
 * and every field's being named by one, then the file's size against content-length-range.
 */
function judgeForm(
  form: PostForm,
  bucket: string,
  credentials: EmulatorCredentials,
): { refused: [number, string, string] } | { key: string; contentType: string } {
  const { fields, file } = form;
  const signature = signatureProblem(fields, credentials);
  if (signature) return { refused: [403, 'SignatureDoesNotMatch', signature] };
  let policy: { expiration?: string; conditions?: Condition[] };
  try {
    policy = JSON.parse(Buffer.from(fields.get('policy') ?? '', 'base64').toString('utf8')) as typeof policy;
  } catch {
    return { refused: [400, 'InvalidPolicyDocument', 'Invalid Policy: Invalid JSON.'] };
  }
  const expiresMs = Date.parse(policy.expiration ?? '');
  if (!Number.isFinite(expiresMs) || expiresMs <= Date.now())
    return { refused: [403, 'AccessDenied', 'Invalid according to Policy: Policy expired.'] };
  const conditions = policy.conditions ?? [];
  for (const condition of conditions)
    if (!holds(condition, fields, bucket))
      return {
        refused: [
          403,
          'AccessDenied',
          `Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`,
        ],
      };
  const named = new Set(conditions.flatMap(namesOf));
  const extra = [...fields.keys()].filter(
    (name) => !UNCONDITIONED.has(name) && !name.startsWith('x-ignore-') && !named.has(name),
  );
  if (extra.length > 0)
    return { refused: [403, 'AccessDenied', `Invalid according to Policy: Extra input fields: ${extra.join(', ')}`] };
  for (const condition of conditions) {
    if (!Array.isArray(condition) || condition[0].toLowerCase() !== 'content-length-range') continue;
    const [, min, max] = condition as [string, number, number];
    if (file.size > max)
      return { refused: [400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size'] };
    if (file.size < min)
      return { refused: [400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size'] };
  }
  const key = (fields.get('key') ?? '').replace('${filename}', file.name);
  if (key === '') return { refused: [400, 'InvalidArgument', 'Bucket POST must contain a field named key.'] };
  return { key, contentType: fields.get('content-type') ?? 'binary/octet-stream' };
}

/** The bucket a `POST /<bucket>` form names, or undefined for any other request. */
function postBucket(request: FastifyRequest): string | undefined {
  if (request.method !== 'POST') return undefined;
  if (!String(request.headers['content-type'] ?? '').startsWith('multipart/form-data')) return undefined;
  const path = request.url.split('?')[0] ?? '';
  return /^\/([^/]+)\/?$/.exec(path)?.[1];
}

/** Answers browser POST uploads to any bucket of the fauxqs app, storing the file through fauxqs itself. */
function answerPostUploads(app: FastifyInstance, credentials: EmulatorCredentials): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const bucket = postBucket(request);
    if (bucket === undefined) return;
    const form = await readForm(request);
    if (form === 'too_large')
      return s3Error(reply, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
    if (form === 'no_file')
      return s3Error(reply, 400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
    const judged = judgeForm(form, bucket, credentials);
    if ('refused' in judged) return s3Error(reply, ...judged.refused);
    const path = `/${bucket}/${judged.key.split('/').map(encodeURIComponent).join('/')}`;
    const stored = await app.inject({
      method: 'PUT',
      url: path,
      headers: { 'content-type': judged.contentType },
      payload: Buffer.from(await form.file.arrayBuffer()),
    });
    if (stored.statusCode !== 200) return s3Error(reply, stored.statusCode, 'InternalError', stored.body);
    return reply
      .code(204)
      .header('etag', String(stored.headers.etag ?? ''))
      .header('location', `http://${request.headers.host ?? ''}${path}`)
      .send();
  });
}

const unquoted = (etag: string): string => etag.replace(/^"|"$/g, '');

/** CopyObject's x-amz-copy-source-if-match, which fauxqs ignores: 412 when the source's ETag is another. */
function checkCopyPreconditions(app: FastifyInstance): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const source = request.headers['x-amz-copy-source'];
    const ifMatch = request.headers['x-amz-copy-source-if-match'];
    if (request.method !== 'PUT' || typeof source !== 'string' || typeof ifMatch !== 'string') return;
    const sourcePath = `/${decodeURIComponent(source).replace(/^\//, '')}`;
    const head = await app.inject({ method: 'HEAD', url: sourcePath.split('/').map(encodeURIComponent).join('/') });
    if (head.statusCode === 404) return s3Error(reply, 404, 'NoSuchKey', 'The specified key does not exist.');
    if (unquoted(String(head.headers.etag ?? '')) !== unquoted(ifMatch))
      return s3Error(reply, 412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
  });
}

/** Adds both to the fauxqs app, before it listens. */
export function emulateS3Uploads(app: FastifyInstance, credentials: EmulatorCredentials): void {
  answerPostUploads(app, credentials);
  checkCopyPreconditions(app);
}
