import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { DecryptCommand, EncryptCommand, type KMSClient } from '@aws-sdk/client-kms';
import { decryptSecret, encryptSecret, setKmsClient } from '../../shared/secrets';

/**
 * Client secrets are bound to their client: the client id is the KMS encryption context (AWS) or
 * the AES-GCM additional authenticated data (locally), so a blob copied onto another client's
 * record does not decrypt there.
 */
const fresh = (label: string): string => `${label}-${randomBytes(6).toString('hex')}`;

describe('local AES-256-GCM blobs', () => {
  it('decrypts a secret for the client it was encrypted for', async () => {
    const clientId = fresh('cl_owner');
    const blob = await encryptSecret('the-client-secret-0123456789abcdef', clientId);
    expect(blob).toMatch(/^local2:/);
    expect(await decryptSecret(blob, clientId)).toBe('the-client-secret-0123456789abcdef');
  });

  it('refuses a blob copied onto another client', async () => {
    const owner = fresh('cl_owner');
    const blob = await encryptSecret('owner-secret-0123456789abcdefghij', owner);
    await expect(decryptSecret(blob, fresh('cl_thief'))).rejects.toThrow();
  });

  it('refuses it even after the owner has decrypted it (the cache is keyed by client and blob)', async () => {
    const owner = fresh('cl_owner');
    const blob = await encryptSecret('cached-secret-0123456789abcdefghij', owner);
    expect(await decryptSecret(blob, owner)).toBe('cached-secret-0123456789abcdefghij');
    await expect(decryptSecret(blob, fresh('cl_thief'))).rejects.toThrow();
    expect(await decryptSecret(blob, owner)).toBe('cached-secret-0123456789abcdefghij');
  });

  it('refuses a bound blob relabelled as an unbound one', async () => {
    const owner = fresh('cl_owner');
    const blob = await encryptSecret('relabelled-secret-0123456789abcdef', owner);
    const relabelled = blob.replace(/^local2:/, 'local:');
    await expect(decryptSecret(relabelled, owner)).rejects.toThrow();
    await expect(decryptSecret(relabelled, fresh('cl_thief'))).rejects.toThrow();
  });

  it('still decrypts an unbound local blob written before the binding (a local stack persisted in DATA_DIR)', async () => {
    const key = createHash('sha256').update(process.env.LOCAL_SECRET_KEY!).digest();
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update('legacy-secret-0123456789abcdefgh', 'utf8'), cipher.final()]);
    const legacy = `local:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    expect(await decryptSecret(legacy, fresh('cl_legacy'))).toBe('legacy-secret-0123456789abcdefgh');
  });

  it('refuses a blob of an unknown scheme', async () => {
    await expect(decryptSecret('plain:c2VjcmV0', fresh('cl_x'))).rejects.toThrow(
      /unsupported form \(plain\); rotate it/,
    );
  });
});

/** A KMS double that, like KMS, only decrypts with the encryption context the blob was made with. */
class FakeKms {
  readonly commands: Array<EncryptCommand | DecryptCommand> = [];

  async send(
    command: EncryptCommand | DecryptCommand,
  ): Promise<{ CiphertextBlob?: Uint8Array; Plaintext?: Uint8Array }> {
    this.commands.push(command);
    if (command instanceof EncryptCommand) {
      const sealed = JSON.stringify({
        context: command.input.EncryptionContext ?? {},
        plain: Buffer.from(command.input.Plaintext!).toString('base64'),
      });
      return { CiphertextBlob: Buffer.from(sealed, 'utf8') };
    }
    const sealed = JSON.parse(Buffer.from(command.input.CiphertextBlob!).toString('utf8')) as {
      context: Record<string, string>;
      plain: string;
    };
    if (JSON.stringify(sealed.context) !== JSON.stringify(command.input.EncryptionContext ?? {})) {
      throw Object.assign(new Error('InvalidCiphertextException'), { name: 'InvalidCiphertextException' });
    }
    return { Plaintext: Buffer.from(sealed.plain, 'base64') };
  }
}

describe('KMS blobs', () => {
  const kms = new FakeKms();

  beforeAll(() => {
    process.env.SECRETS_KMS_KEY_ID = 'alias/test-client-secrets';
    setKmsClient(kms as unknown as KMSClient);
  });

  afterAll(() => {
    delete process.env.SECRETS_KMS_KEY_ID;
    setKmsClient(undefined);
  });

  it('passes the client id as the encryption context when encrypting and when decrypting', async () => {
    const clientId = fresh('cl_kms');
    const blob = await encryptSecret('kms-secret-0123456789abcdefghijkl', clientId);
    expect(blob).toMatch(/^kms2:/);
    expect(await decryptSecret(blob, clientId)).toBe('kms-secret-0123456789abcdefghijkl');
    const [encrypt, decrypt] = kms.commands.slice(-2);
    expect(encrypt!.input).toMatchObject({
      KeyId: 'alias/test-client-secrets',
      EncryptionContext: { client_id: clientId },
    });
    expect(decrypt!.input).toMatchObject({ EncryptionContext: { client_id: clientId } });
  });

  it('refuses an unbound KMS blob (the key policy requires the client_id context) without asking KMS', async () => {
    const before = kms.commands.length;
    await expect(decryptSecret(`kms:${Buffer.from('{}').toString('base64')}`, fresh('cl_old'))).rejects.toThrow(
      /rotate it/,
    );
    expect(kms.commands).toHaveLength(before);
  });

  it('refuses a KMS blob copied onto another client', async () => {
    const blob = await encryptSecret('kms-owner-secret-0123456789abcdef', fresh('cl_owner'));
    await expect(decryptSecret(blob, fresh('cl_thief'))).rejects.toThrow('InvalidCiphertextException');
  });
});
